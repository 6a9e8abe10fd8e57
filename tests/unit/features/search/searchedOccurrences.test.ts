import { describe, expect, it } from 'vitest';
import type { ProgrammeOccurrence } from '../../../../src/content/programme';
import { searchedOccurrenceIds } from '../../../../src/features/search/searchedOccurrences';

const DAY = 86_400_000;
const now = new Date('2026-11-23T12:00:00+01:00');

function occurrence(documentId: string, isSeries: boolean, dayOffset: number): ProgrammeOccurrence {
  const start = new Date(now.getTime() + dayOffset * DAY);
  return {
    occurrenceId: isSeries ? `${documentId}-${dayOffset}` : documentId,
    documentId,
    isSeries,
    start,
    end: new Date(start.getTime() + 3_600_000),
  } as ProgrammeOccurrence;
}

describe('searchedOccurrenceIds', () => {
  it('takes every one-off event, ended or not, and one date per series: its next', () => {
    const all = [
      occurrence('past-concert', false, -10),
      occurrence('prayer', true, -7),
      occurrence('prayer', true, 0.5),
      occurrence('prayer', true, 7.5),
      occurrence('concert', false, 20),
    ].sort((a, b) => a.start.getTime() - b.start.getTime());
    expect([...searchedOccurrenceIds(all, now)].sort()).toEqual(['concert', 'past-concert', 'prayer-0.5']);
  });

  it('takes the last date of a series that has ended', () => {
    const all = [occurrence('camp', true, -14), occurrence('camp', true, -7)];
    expect([...searchedOccurrenceIds(all, now)]).toEqual(['camp--7']);
  });
});
