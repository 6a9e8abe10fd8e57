import { describe, expect, it } from 'vitest';
import { expandOccurrences } from '../../../model/recurrence';
import { changeNoteProblem, changeTimeProblem } from '../../../model/dateChanges';
import { formatClock } from '../../../model/osloTime';

const at = (iso: string) => new Date(iso);
// Tuesdays 19.30–20.30 Oslo time from 1 September 2026.
const prayer = { start: at('2026-09-01T17:30:00Z'), end: at('2026-09-01T18:30:00Z') };
const december = [at('2026-12-01T00:00:00Z'), at('2026-12-31T00:00:00Z')] as const;

describe('one meeting of a series changed (recurrence.changes)', () => {
  it('moves the meeting to its new time and keeps its own date as its key, describing what it was', () => {
    const list = expandOccurrences(
      {
        ...prayer,
        recurrence: {
          frequency: 'weekly',
          changes: [
            { date: '2026-12-08', start: '2026-12-08T17:00:00Z', end: '2026-12-08T18:30:00Z', note: 'Tidligere på grunn av julebord' },
          ],
        },
      },
      ...december,
    );
    const moved = list.find((o) => o.date === '2026-12-08')!;
    expect([formatClock(moved.start), formatClock(moved.end)]).toEqual(['18.00', '19.30']);
    expect(moved.change).toEqual({
      moved: true,
      note: 'Tidligere på grunn av julebord',
      regularStart: at('2026-12-08T18:30:00Z'),
      regularEnd: at('2026-12-08T19:30:00Z'),
    });
    // The other meetings are as the series has them.
    expect(list.filter((o) => o.date !== '2026-12-08').every((o) => formatClock(o.start) === '19.30' && !o.change)).toBe(true);
  });

  it('keeps the time and records a new room or place as a change, not a move', () => {
    const [o] = expandOccurrences(
      {
        ...prayer,
        recurrence: {
          frequency: 'weekly',
          changes: [{ date: '2026-12-01', room: 'Lillesalen', placeName: 'Bedehushagen', note: 'Ute i hagen' }],
        },
      },
      at('2026-12-01T00:00:00Z'),
      at('2026-12-02T00:00:00Z'),
    );
    expect(o.start).toEqual(at('2026-12-01T18:30:00Z'));
    expect(o.change).toMatchObject({ moved: false, room: 'Lillesalen', place: { name: 'Bedehushagen' }, note: 'Ute i hagen' });
  });

  it('finds a meeting moved into the window from a date outside it, and drops one moved out; the list stays in time order', () => {
    const changes = [
      { date: '2026-11-24', start: '2026-12-03T17:00:00Z', end: '2026-12-03T18:00:00Z', note: 'Flyttet til torsdag' },
      { date: '2026-12-15', start: '2027-01-14T17:00:00Z', end: '2027-01-14T18:00:00Z', note: 'Flyttet til januar' },
    ];
    const list = expandOccurrences({ ...prayer, recurrence: { frequency: 'weekly', changes } }, ...december);
    expect(list.map((o) => o.date)).toEqual(['2026-12-01', '2026-11-24', '2026-12-08', '2026-12-22', '2026-12-29']);
    expect(list.map((o) => o.start.getTime())).toEqual([...list.map((o) => o.start.getTime())].sort((a, b) => a - b));
  });

  it('refuses a change that ends before it starts, naming the date, in Norwegian', () => {
    expect(() =>
      expandOccurrences(
        {
          ...prayer,
          recurrence: {
            frequency: 'weekly',
            changes: [{ date: '2026-12-08', start: '2026-12-08T17:00:00Z', end: '2026-12-08T16:00:00Z' }],
          },
        },
        ...december,
      ),
    ).toThrow('Endret møte 2026-12-08: Slutt må være etter start.');
    expect(changeTimeProblem({ start: '2026-12-08T17:00:00Z' })).toMatch(/både ny start og ny slutt/);
  });

  it('needs a short note for visitors', () => {
    expect(changeNoteProblem('  ')).toMatch(/^Skriv en kort beskjed/);
    expect(changeNoteProblem('x'.repeat(121))).toMatch(/121 tegn/);
    expect(changeNoteProblem('Flyttet til Lillesalen')).toBeNull();
  });
});
