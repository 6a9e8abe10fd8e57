import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstWeeks, groupByDay, groupByMonth, monthLabel, monthStart, osloMonthKey } from '../../../src/lib/programmeGroups';

const at = (iso: string) => ({ start: new Date(iso) });

describe('groupByDay', () => {
  it('groups by the Oslo date, so a meeting at 00.30 Oslo time belongs to the next day', () => {
    const items = [
      at('2026-12-31T18:00:00Z'), // 19.00 on 31 Dec
      at('2026-12-31T22:30:00Z'), // 23.30 on 31 Dec
      at('2026-12-31T23:30:00Z'), // 00.30 on 1 Jan
    ];
    expect(groupByDay(items).map((g) => [g.key, g.items.length])).toEqual([
      ['2026-12-31', 2],
      ['2027-01-01', 1],
    ]);
  });
});

describe('groupByMonth', () => {
  it('puts day groups under Oslo months: 23.30 UTC on 30 April is 1 May in Oslo (summer time)', () => {
    const items = [at('2027-04-29T17:00:00Z'), at('2027-04-30T21:59:00Z'), at('2027-04-30T22:00:00Z'), at('2027-05-02T09:00:00Z')];
    expect(groupByMonth(items).map((m) => [m.key, m.days.map((d) => [d.key, d.items.length])])).toEqual([
      [
        '2027-04',
        [
          ['2027-04-29', 1],
          ['2027-04-30', 1],
        ],
      ],
      [
        '2027-05',
        [
          ['2027-05-01', 1],
          ['2027-05-02', 1],
        ],
      ],
    ]);
  });

  it('keeps every item once, in order, each under its own Oslo month and day', () => {
    let runs = 0;
    fc.assert(
      fc.property(
        fc.array(fc.date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }), { maxLength: 40 }),
        (dates) => {
          runs++;
          const items = dates.sort((a, b) => a.getTime() - b.getTime()).map((start) => ({ start }));
          const months = groupByMonth(items);
          expect(months.flatMap((m) => m.days.flatMap((d) => d.items))).toEqual(items);
          for (const m of months)
            for (const d of m.days)
              for (const item of d.items) {
                expect(osloMonthKey(item.start)).toBe(m.key);
                expect(d.key.startsWith(m.key)).toBe(true);
              }
          expect(new Set(months.map((m) => m.key)).size).toBe(months.length);
        },
      ),
      { numRuns: 100 },
    );
    console.log(`groupByMonth property, numRuns=${runs}`);
  });
});

describe('months', () => {
  it('starts a month at midnight Oslo time and names it in Norwegian', () => {
    expect(monthStart('2026-12').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(monthStart('2027-07').toISOString()).toBe('2027-06-30T22:00:00.000Z');
    expect(monthLabel('2026-12')).toBe('desember 2026');
    expect(osloMonthKey(new Date('2026-11-30T23:00:00Z'))).toBe('2026-12');
    expect(() => monthStart('2026-13')).toThrow(/ÅÅÅÅ-MM/);
  });
});

describe('firstWeeks', () => {
  const now = new Date('2026-11-23T11:00:00Z');
  const items = [at('2026-11-24T18:00:00Z'), at('2027-01-04T10:59:59Z'), at('2027-01-04T11:00:00Z'), at('2027-02-01T18:00:00Z')];

  it('shows what starts within the weeks and names the first one left out', () => {
    const { shown, next } = firstWeeks(items, now, 6);
    expect(shown).toEqual(items.slice(0, 2));
    expect(next).toBe(items[2]);
  });

  it('leaves nothing out when everything is near', () => {
    expect(firstWeeks(items.slice(0, 2), now, 6)).toEqual({ shown: items.slice(0, 2), next: undefined });
  });
});
