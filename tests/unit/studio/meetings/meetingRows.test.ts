import { describe, expect, it } from 'vitest';
import { loadBundledDataset } from '../../../../src/content/sources';
import { meetingRows, thisWeek, upcoming, type EventForList } from '../../../../studio/meetings/meetingRows';

// Monday 23 November 2026, noon in Oslo: the week runs to Sunday 29 November.
const now = new Date('2026-11-23T12:00:00+01:00');
const events = loadBundledDataset().filter((d) => d._type === 'event') as unknown as EventForList[];

describe('«Denne uka» and «Kommende»: meetings in date order', () => {
  it('lists every meeting of the week, series expanded, in the order they start', () => {
    const rows = meetingRows(events, now, thisWeek(now));
    expect(rows.length).toBeGreaterThan(4);
    expect(rows.map((r) => r.start.getTime())).toEqual(rows.map((r) => r.start.getTime()).sort((a, b) => a - b));
    expect(rows.every((r) => r.start < new Date('2026-11-30T00:00:00+01:00'))).toBe(true);
    const prayer = rows.find((r) => r.documentId === 'event-bonnemote')!;
    expect(prayer).toMatchObject({
      date: '2026-11-24',
      day: 'tirsdag 24. november',
      time: '19.30–20.30',
      title: 'Bønnemøte',
      place: 'Bønnerommet, 2. etasje',
      repeats: 'hver uke',
    });
  });

  it('marks cancelled and changed meetings, and sorts a moved one by its new time', () => {
    const changed = events.map((e) =>
      e._id === 'event-bonnemote'
        ? {
            ...e,
            recurrence: {
              ...e.recurrence!,
              changes: [
                { date: '2026-12-01', start: '2026-11-30T17:00:00.000Z', end: '2026-11-30T18:00:00.000Z', note: 'Mandag denne gangen' },
              ],
            },
          }
        : e,
    );
    const rows = meetingRows(changed, now, upcoming(now));
    const prayer = rows.filter((r) => r.documentId === 'event-bonnemote');
    expect(prayer.find((r) => r.date === '2026-12-15')?.status).toBe('Avlyst');
    const moved = prayer.find((r) => r.date === '2026-12-01')!;
    expect(moved).toMatchObject({ status: 'Endret', day: 'mandag 30. november', time: '18.00–19.00' });
    expect(rows.map((r) => r.start.getTime())).toEqual(rows.map((r) => r.start.getTime()).sort((a, b) => a - b));
    // One-off events far ahead are listed too (the annual meeting in 2027).
    expect(rows.some((r) => r.documentId === 'event-arsmote-2027')).toBe(true);
  });
});
