/** Mounts the banner into its placeholder; loaded by cookieConsent.ts only when needed. */
import { createRoot, type Root } from 'react-dom/client';
import CookieBanner from './CookieBanner';

let root: Root | undefined;
let cookiePage = '';

/** Where focus goes after a first-visit choice: the start of the page's content, never <body>. */
const MAIN_CONTENT = 'main';

export function mountCookieBanner(container: HTMLElement, reopened: boolean, returnFocus?: HTMLElement | null): void {
  // The page's own copy of the banner (CookieConsentLoader.astro) carries the cookie page's address:
  // read it before React replaces that copy, so the route table stays out of this bundle.
  cookiePage ||= container.querySelector('a[href]')?.getAttribute('href') ?? '';
  root ??= createRoot(container);
  const close = () => {
    root?.render(null);
    container.hidden = true;
    // Back to the button that reopened the banner, so keyboard users keep their place; after a
    // first-visit choice, to the start of the content (the banner is first in the focus order).
    const target = returnFocus?.isConnected ? returnFocus : document.querySelector<HTMLElement>(MAIN_CONTENT);
    if (target && target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    // The start of the content is already in view: moving focus there must not scroll the page
    // (it pushed the header half out of sight).
    target?.focus({ preventScroll: target !== returnFocus });
  };
  // A new key each time so a reopened banner re-reads the stored choice.
  root.render(<CookieBanner key={Date.now()} cookiePage={cookiePage} reopened={reopened} onClose={close} />);
}
