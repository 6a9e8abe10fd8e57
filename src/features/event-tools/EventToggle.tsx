import { useState, type ReactNode } from 'react';
import { useHydrated } from '../useHydrated';

interface Props {
  summary: string;
  fullLabel: string;
  summaryLabel: string;
  groupLabel: string;
  /** The full text, rendered on the server (static HTML). */
  children?: ReactNode;
}

/** Fyldig (full text) / Sammendrag (summary). Without JS the full text simply shows. */
export default function EventToggle({ summary, fullLabel, summaryLabel, groupLabel, children }: Props) {
  const ready = useHydrated();
  const [full, setFull] = useState(true);
  return (
    <div className="event-toggle">
      {/* In the static HTML too, invisible until hydrated: its space is kept, so the text below
          does not jump when the buttons appear. */}
      <div role="group" aria-label={groupLabel} className="toggle-buttons no-print" data-pending={ready ? undefined : ''}>
        <button type="button" aria-pressed={full} onClick={() => setFull(true)}>
          {fullLabel}
        </button>
        <button type="button" aria-pressed={!full} onClick={() => setFull(false)}>
          {summaryLabel}
        </button>
      </div>
      <div data-testid="event-full" hidden={!full}>
        {children}
      </div>
      <p data-testid="event-summary" className="event-summary" hidden={full}>
        {summary}
      </p>
    </div>
  );
}
