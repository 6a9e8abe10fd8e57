/**
 * The banner is fixed to the bottom of the screen. While it shows, the page keeps that much room
 * free at the bottom (scroll-padding, so the browser scrolls a focused element above the banner,
 * and padding, so the last lines of the page can scroll clear of it): the banner never covers
 * the element that has focus (WCAG 2.4.11).
 */
let observer: ResizeObserver | undefined;

export function reserveSpaceFor(banner: Element | null): void {
  observer?.disconnect();
  const page = document.documentElement;
  const set = (height: string) => {
    page.style.scrollPaddingBottom = height;
    document.body.style.paddingBottom = height;
  };
  if (!banner) {
    set('');
    return;
  }
  observer = new ResizeObserver(() => set(`${Math.ceil(banner.getBoundingClientRect().height)}px`));
  observer.observe(banner);
}
