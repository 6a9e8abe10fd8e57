/**
 * The consent script on every page (≈2 kB with js-cookie, no React). The banner shows from the page
 * itself (showBanner.ts); this gives its buttons their work (cookieBanner.ts) for a visitor who has
 * not chosen, and opens it again from the settings buttons (footer, cookie page). One file with no
 * dynamic import: a lazy part would cost Vite's preload helper, more than the part itself (for the
 * same reason statistics have a script of their own, on the page only when they exist:
 * ConsentStatistics.astro).
 */
import { OPEN_SETTINGS_ATTRIBUTE, hasChosen } from './consentState';
import { openBanner } from './cookieBanner';

if (!hasChosen(document.cookie)) openBanner();

// The settings entries work without JavaScript as links to the cookie page; here they become the
// buttons that open the banner on the page itself (CookieSettingsButton.astro).
for (const entry of document.querySelectorAll<HTMLElement>(`[${OPEN_SETTINGS_ATTRIBUTE}]`)) {
  if (entry instanceof HTMLAnchorElement) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = entry.className;
    button.setAttribute(OPEN_SETTINGS_ATTRIBUTE, '');
    button.textContent = entry.textContent;
    entry.replaceWith(button);
  } else delete entry.dataset.pending;
}

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.<HTMLElement>(`[${OPEN_SETTINGS_ATTRIBUTE}]`);
  if (button) openBanner(button);
});
