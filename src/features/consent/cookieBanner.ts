/**
 * The banner's buttons, on the markup the page already has (CookieConsentLoader.astro): opened by
 * cookieConsent.ts for a visitor who has not chosen, or from a settings button. «Godta» and «Avslå»
 * store the choice (cookies.ts) and tell the page (CONSENT_EVENT: the attendance part and the
 * statistics listen), then the banner closes and focus moves on.
 */
import { BANNER_ROOT_ID, CONSENT_EVENT, isConsentChoice } from './consentState';
import { readConsent, saveConsent } from './cookies';
import { reserveSpaceFor } from './reserveSpace';

const root = document.getElementById(BANNER_ROOT_ID);
let returnFocus: HTMLElement | undefined;

/** Shows the banner with its buttons working; `opener` (a settings button) gets focus back on close. */
export function openBanner(opener?: HTMLElement): void {
  if (!root) return;
  const current = readConsent();
  // «Nå: du har …» only when there is a stored choice to change.
  for (const line of root.querySelectorAll<HTMLElement>('[data-consent-now]')) line.hidden = line.dataset.consentNow !== current;
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-consent-choice]')) button.disabled = false;
  root.hidden = false;
  reserveSpaceFor(root.firstElementChild);
  returnFocus = opener;
  // Opened from a button: keyboard users land in the banner.
  if (opener) root.querySelector<HTMLElement>('h2')?.focus();
}

function close(): void {
  if (!root) return;
  root.hidden = true;
  reserveSpaceFor(null);
  // Back to the button that reopened the banner, so keyboard users keep their place; after a
  // first-visit choice, to the start of the content (the banner is first in the focus order).
  const target = returnFocus?.isConnected ? returnFocus : document.querySelector<HTMLElement>('main');
  if (target && target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  // The start of the content is already in view: moving focus there must not scroll the page
  // (it pushed the header half out of sight).
  target?.focus({ preventScroll: target !== returnFocus });
}

root?.addEventListener('click', (event) => {
  const choice = (event.target as Element).closest<HTMLElement>('[data-consent-choice]')?.dataset.consentChoice;
  if (!isConsentChoice(choice)) return;
  saveConsent(choice);
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: choice }));
  close();
});
