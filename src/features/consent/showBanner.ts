/**
 * Our one inline script (is:inline), right after the banner's markup: a visitor who has not chosen sees
 * the banner as the page is parsed, without waiting for any file (it would otherwise be the page's
 * late largest paint). Written once here: the layout prints it and astro.config.mjs allows its hash
 * (so it imports with the .ts extension: Node reads this file too).
 */
import { BANNER_ROOT_ID, CONSENT_CHOSEN_PATTERN } from './consentState.ts';

export const SHOW_BANNER_SCRIPT = `document.getElementById(${JSON.stringify(BANNER_ROOT_ID)}).hidden=${CONSENT_CHOSEN_PATTERN}.test(document.cookie)`;
