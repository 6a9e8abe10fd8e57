/**
 * Takes over the server-rendered attendance parts with the props they were rendered with, once the
 * first has come into view (./attendanceIsland.ts loads this script then).
 */
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import Attendance from './Attendance';

/** Like Astro's islands, `ssr` goes once React has the part; then a tap made before is made again. */
function Hydrated({ island, children }: { island: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    island.removeAttribute('ssr');
    const tap = island.dataset.tap;
    delete island.dataset.tap;
    // The server's buttons and the first render's are the same, in the same order.
    if (tap) island.querySelectorAll('button')[Number(tap)]?.click();
  }, [island]);
  return children;
}

for (const island of document.querySelectorAll<HTMLElement>('attendance-island[ssr]')) {
  const { occurrenceId = '', title = '' } = island.dataset;
  hydrateRoot(
    island,
    <Hydrated island={island}>
      <Attendance occurrenceId={occurrenceId} title={title} />
    </Hydrated>,
  );
}
