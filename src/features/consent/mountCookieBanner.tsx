/** Mounts the banner into its placeholder; loaded by cookieConsent.ts only when needed. */
import { createRoot, type Root } from 'react-dom/client';
import CookieBanner from './CookieBanner';

let root: Root | undefined;
let cookiePage = '';

export function mountCookieBanner(container: HTMLElement, reopened: boolean, returnFocus?: HTMLElement | null): void {
  // The page's own copy of the banner (CookieConsentLoader.astro) carries the cookie page's address:
  // read it before React replaces that copy, so the route table stays out of this bundle.
  cookiePage ||= container.querySelector('a[href]')?.getAttribute('href') ?? '';
  root ??= createRoot(container);
  const close = () => {
    root?.render(null);
    // Back to the button that reopened the banner, so keyboard users keep their place.
    returnFocus?.focus();
  };
  // A new key each time so a reopened banner re-reads the stored choice.
  root.render(<CookieBanner key={Date.now()} cookiePage={cookiePage} reopened={reopened} onClose={close} />);
}
