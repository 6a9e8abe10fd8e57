/** Mounts the banner into its placeholder; loaded by cookieConsent.ts only when needed. */
import { createRoot, type Root } from 'react-dom/client';
import CookieBanner from './CookieBanner';

let root: Root | undefined;

export function mountCookieBanner(container: HTMLElement, reopened: boolean, returnFocus?: HTMLElement | null): void {
  root ??= createRoot(container);
  const close = () => {
    root?.render(null);
    // Back to the button that reopened the banner, so keyboard users keep their place.
    returnFocus?.focus();
  };
  // A new key each time so a reopened banner re-reads the stored choice.
  root.render(<CookieBanner key={Date.now()} reopened={reopened} onClose={close} />);
}
