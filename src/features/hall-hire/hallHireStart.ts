/**
 * /utleie's availability and request form before React has them: hydrated once they first scroll
 * into view, as Astro's client:visible would, without the island runtime Astro inlines in every page
 * that has one (about 1.8 kB gzip of the page's HTML). React and the parts come in one script of
 * their own (./hydrateHallHire.tsx), loaded by URL so the every-page script stays one file.
 */
import hydrateScript from './hydrateHallHire?worker&url';

export function startHallHire(): void {
  const island = document.querySelector<HTMLElement>('hall-hire-island[ssr]');
  // Only the hire page has one.
  if (!island) return;
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    seen.disconnect();
    const script = document.createElement('script');
    script.type = 'module';
    script.src = hydrateScript;
    document.head.append(script);
  });
  // The island itself has no box (display: contents), so the observer watches what it holds.
  for (const part of island.children) seen.observe(part);
}
