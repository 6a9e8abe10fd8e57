/**
 * Takes over /utleie's server-rendered availability and form with the props they were rendered
 * with (./hallHireStart.ts loads this script once they come into view). The static list of what
 * is free (MeetingDays.astro) stays the server's HTML, as Astro passes an island's children.
 */
import { createElement, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import HallHireIsland, { type HallHireProps } from './HallHireIsland';

/** Like Astro's islands, `ssr` goes once React has the parts. */
function Hydrated({ island, children }: { island: HTMLElement; children: ReactNode }) {
  useEffect(() => island.removeAttribute('ssr'), [island]);
  return children;
}

const island = document.querySelector<HTMLElement>('hall-hire-island[ssr]');
if (island) {
  const props = JSON.parse(island.dataset.props ?? '{}') as HallHireProps;
  const list = island.querySelector('hall-hire-static')?.innerHTML ?? '';
  // The same element HallHireTools.astro wrote around the children, its HTML left as it is.
  const children = createElement('hall-hire-static', { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: list } });
  hydrateRoot(
    island,
    <Hydrated island={island}>
      <HallHireIsland {...props}>{children}</HallHireIsland>
    </Hydrated>,
  );
}
