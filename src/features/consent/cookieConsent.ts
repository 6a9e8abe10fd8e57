/**
 * Tiny loader on every page. The banner's React code is fetched only when the visitor has not yet
 * chosen, or asks to change the choice (footer / cookie page buttons); a returning visitor who has
 * chosen downloads nothing more. Statistics (only when ANALYTICS_ENABLED) start after «Godta».
 */
import { ANALYTICS_ENABLED, CONSENT_EVENT, OPEN_SETTINGS_ATTRIBUTE, hasAccepted, hasChosen } from './consentState';
import { reserveSpaceFor } from './reserveSpace';

const container = document.getElementById('cookie-banner-root');

async function open(reopened: boolean, opener?: HTMLElement) {
  if (!container) return;
  container.hidden = false;
  const { mountCookieBanner } = await import('./mountCookieBanner');
  mountCookieBanner(container, reopened, opener);
}

function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

function followConsent() {
  if (!ANALYTICS_ENABLED) return;
  const accepted = hasAccepted(document.cookie);
  if (accepted || hasChosen(document.cookie)) {
    void import('./analytics').then((a) => (accepted ? a.startAnalytics() : a.stopAnalytics()));
  }
}

// First visit: the banner's markup shows now; its code (React) waits for the page to finish
// loading, so it never competes with the page's own content.
if (!hasChosen(document.cookie)) {
  if (container) {
    container.hidden = false;
    reserveSpaceFor(container.firstElementChild);
  }
  afterLoad(() => void open(false));
} else if (hasAccepted(document.cookie)) {
  followConsent();
}
window.addEventListener(CONSENT_EVENT, followConsent);

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.<HTMLElement>(`[${OPEN_SETTINGS_ATTRIBUTE}]`);
  if (button) void open(true, button);
});
