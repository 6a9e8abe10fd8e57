/**
 * Whether the visitor has already chosen, read straight from document.cookie so the tiny loader
 * (cookieConsent.ts) needs no library: returning visitors download nothing more.
 */
export const CONSENT_COOKIE = 'CookieConsent';
export const DISMISSED_COOKIE = 'cookie-consent-banner-dismissed';

const cookieIs = (name: string, value: string) => new RegExp(`(?:^|;\\s*)${name}=${value}(?:;|$)`);
const CONSENT_CHOSEN_PATTERN = cookieIs(DISMISSED_COOKIE, 'true');
const CONSENT_ACCEPTED_PATTERN = cookieIs(CONSENT_COOKIE, 'accepted');

export const hasChosen = (cookieHeader: string): boolean => CONSENT_CHOSEN_PATTERN.test(cookieHeader);
export const hasAccepted = (cookieHeader: string): boolean => CONSENT_ACCEPTED_PATTERN.test(cookieHeader);

/** Event the banner dispatches on window after every choice; analytics listens for it. */
export const CONSENT_EVENT = 'sentrum:cookie-consent';
/** Buttons carrying this attribute (footer, cookie page) reopen the banner. */
export const OPEN_SETTINGS_ATTRIBUTE = 'data-cookie-settings';
