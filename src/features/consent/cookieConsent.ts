/**
 * Tiny loader on every page. The banner's React code is fetched only when the visitor has not yet
 * chosen, or asks to change the choice (footer / cookie page buttons); a returning visitor who has
 * chosen downloads nothing more. Analytics, the only thing that needs consent, starts after "Godta".
 */
import { CONSENT_EVENT, OPEN_SETTINGS_ATTRIBUTE, hasAccepted, hasChosen } from './consentState';

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

function startAnalyticsIfAllowed() {
  const measurementId = import.meta.env.PUBLIC_FIREBASE_MEASUREMENT_ID as string | undefined;
  if (!measurementId || !hasAccepted(document.cookie)) return;
  void import('./analytics').then(({ startAnalytics }) => startAnalytics());
}

// First visit: the banner's markup shows now; its code (React) waits for the page to finish
// loading, so it never competes with the page's own content.
if (!hasChosen(document.cookie)) {
  if (container) container.hidden = false;
  afterLoad(() => void open(false));
}
startAnalyticsIfAllowed();
window.addEventListener(CONSENT_EVENT, startAnalyticsIfAllowed);

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.<HTMLElement>(`[${OPEN_SETTINGS_ATTRIBUTE}]`);
  if (button) void open(true, button);
});
