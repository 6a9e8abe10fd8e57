/**
 * The event page's attendance part before React has it: hydrated once it first scrolls into view,
 * as Astro's client:visible would, without the island runtime Astro inlines in every page that has
 * one. React, the part and Firebase come in one script of their own (./hydrateAttendance.tsx),
 * loaded by URL rather than by import() so the every-page script stays one file the demo never needs.
 * A tap before then (a slow phone, a quick visitor) is kept in `data-tap` and made again once React
 * has the part, rather than lost silently.
 */
import hydrateScript from './hydrateAttendance?worker&url';

export function startAttendanceParts(): void {
  const islands = document.querySelectorAll<HTMLElement>('attendance-island[ssr]');
  // Most pages have none, and the demo's pages must start nothing.
  if (islands.length === 0) return;
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    seen.disconnect();
    const script = document.createElement('script');
    script.type = 'module';
    script.src = hydrateScript;
    document.head.append(script);
  });
  for (const island of islands) {
    island.addEventListener('click', (event) => {
      const button = (event.target as Element).closest('button');
      // Kept after hydration too, unread: React answers those taps itself.
      if (button) island.dataset.tap = `${[...island.querySelectorAll('button')].indexOf(button)}`;
    });
    // The buttons wait unseen in the static HTML: from now on a tap is kept, so they may show.
    for (const group of island.querySelectorAll<HTMLElement>('[data-pending]')) delete group.dataset.pending;
    // The island itself has no box (display: contents), so the observer watches what it holds.
    if (island.firstElementChild) seen.observe(island.firstElementChild);
  }
}
