import { describe, expect, it } from 'vitest';
import { expandOccurrences, ruleText } from '../../../model/recurrence';
import { formatClock, osloInstant } from '../../../model/osloTime';

const at = (iso: string) => new Date(iso);
// Tuesday 1 September 2026, 19.30 Oslo summer time (UTC+2) = 17.30Z.
const prayer = { start: at('2026-09-01T17:30:00Z'), end: at('2026-09-01T18:30:00Z') };

describe('expandOccurrences', () => {
  it('keeps 19.30 Oslo time across the October and March DST changes', () => {
    const list = expandOccurrences(
      { ...prayer, recurrence: { frequency: 'weekly' } },
      at('2026-10-01T00:00:00Z'),
      at('2027-04-30T00:00:00Z'),
    );
    expect(list.length).toBeGreaterThan(25);
    for (const o of list) {
      expect(formatClock(o.start)).toBe('19.30');
      expect(formatClock(o.end)).toBe('20.30');
    }
    const oct20 = list.find((o) => o.date === '2026-10-20')!;
    const oct27 = list.find((o) => o.date === '2026-10-27')!;
    expect(oct20.start.toISOString()).toBe('2026-10-20T17:30:00.000Z'); // summer time, UTC+2
    expect(oct27.start.toISOString()).toBe('2026-10-27T18:30:00.000Z'); // winter time, UTC+1
    expect(list.find((o) => o.date === '2027-03-30')!.start.toISOString()).toBe('2027-03-30T17:30:00.000Z');
  });

  it('ends after it starts even when the start falls in the spring-forward gap', () => {
    // Sundays from 7 March 2027, Oslo winter time; on 28 March clocks jump from 02.00 to 03.00.
    const sundays = (startIso: string, endIso: string) =>
      expandOccurrences(
        { start: at(startIso), end: at(endIso), recurrence: { frequency: 'weekly' } },
        at('2027-03-01T00:00:00Z'),
        at('2027-04-10T00:00:00Z'),
      );
    for (const [startIso, endIso] of [
      ['2027-03-07T01:00:00Z', '2027-03-07T02:00:00Z'], // 02.00–03.00
      ['2027-03-07T01:30:00Z', '2027-03-07T02:00:00Z'], // 02.30–03.00
      ['2027-03-07T00:30:00Z', '2027-03-07T01:30:00Z'], // 01.30–02.30
    ] as const) {
      const list = sundays(startIso, endIso);
      expect(list.map((o) => o.date)).toContain('2027-03-28');
      for (const o of list) expect(o.end.getTime(), `${startIso} on ${o.date}`).toBeGreaterThan(o.start.getTime());
    }
    const gapDay = sundays('2027-03-07T01:00:00Z', '2027-03-07T02:00:00Z').find((o) => o.date === '2027-03-28')!;
    expect([formatClock(gapDay.start), formatClock(gapDay.end)]).toEqual(['03.00', '04.00']);
    // The meeting keeps its length when its start moves, also when its end was after the gap.
    const longer = sundays('2027-03-07T01:30:00Z', '2027-03-07T03:00:00Z').find((o) => o.date === '2027-03-28')!;
    expect([formatClock(longer.start), formatClock(longer.end)]).toEqual(['03.30', '05.00']);
    // Days without a gap keep the wall-clock times.
    const april = sundays('2027-03-07T01:00:00Z', '2027-03-07T02:00:00Z').find((o) => o.date === '2027-04-04')!;
    expect([formatClock(april.start), formatClock(april.end)]).toEqual(['02.00', '03.00']);
  });

  it("is weekly on the first meeting's weekday and skips exceptions", () => {
    const list = expandOccurrences(
      { ...prayer, recurrence: { frequency: 'weekly', exceptions: ['2026-12-22'] } },
      at('2026-12-01T00:00:00Z'),
      at('2026-12-31T00:00:00Z'),
    );
    expect(list.map((o) => o.date)).toEqual(['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-29']);
  });

  it('marks cancelled dates but keeps them', () => {
    const list = expandOccurrences(
      { ...prayer, recurrence: { frequency: 'weekly', cancellations: [{ date: '2026-12-15', reason: 'Julekonsert' }] } },
      at('2026-12-10T00:00:00Z'),
      at('2026-12-20T00:00:00Z'),
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ date: '2026-12-15', cancelled: true, cancellationReason: 'Julekonsert' });
  });

  it('stops at the until date (inclusive)', () => {
    const list = expandOccurrences(
      { ...prayer, recurrence: { frequency: 'biweekly', until: '2026-10-13' } },
      at('2026-01-01T00:00:00Z'),
      at('2027-12-31T00:00:00Z'),
    );
    expect(list.map((o) => o.date)).toEqual(['2026-09-01', '2026-09-15', '2026-09-29', '2026-10-13']);
  });

  it('monthly means the same nth weekday', () => {
    // Thursday 3 September 2026 = first Thursday.
    const first = {
      start: osloInstant({ year: 2026, month: 9, day: 3, hour: 11, minute: 0 }),
      end: osloInstant({ year: 2026, month: 9, day: 3, hour: 13, minute: 0 }),
    };
    expect(ruleText({ frequency: 'monthly' }, first.start)).toBe('FREQ=MONTHLY;BYDAY=1TH');
    const list = expandOccurrences(
      { ...first, recurrence: { frequency: 'monthly' } },
      at('2026-09-01T00:00:00Z'),
      at('2027-01-31T00:00:00Z'),
    );
    expect(list.map((o) => o.date)).toEqual(['2026-09-03', '2026-10-01', '2026-11-05', '2026-12-03', '2027-01-07']);
    expect(list.every((o) => formatClock(o.start) === '11.00')).toBe(true);
  });

  it('accepts a custom RRULE', () => {
    const list = expandOccurrences(
      { ...prayer, recurrence: { frequency: 'custom', rrule: 'FREQ=WEEKLY;BYDAY=TU,TH' } },
      at('2026-09-01T00:00:00Z'),
      at('2026-09-08T00:00:00Z'),
    );
    expect(list.map((o) => o.date)).toEqual(['2026-09-01', '2026-09-03']);
  });

  it('returns only occurrences that overlap the window, including one still running', () => {
    const from = at('2026-09-08T18:00:00Z'); // during the 8 September meeting (17.30–18.30Z)
    const list = expandOccurrences({ ...prayer, recurrence: { frequency: 'weekly' } }, from, at('2026-09-16T00:00:00Z'));
    expect(list.map((o) => o.date)).toEqual(['2026-09-08', '2026-09-15']);
  });

  it('gives a single event itself, and refuses an end before the start', () => {
    expect(expandOccurrences(prayer, at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'))).toHaveLength(1);
    expect(expandOccurrences(prayer, at('2026-10-01T00:00:00Z'), at('2027-01-01T00:00:00Z'))).toHaveLength(0);
    expect(() =>
      expandOccurrences({ start: prayer.end, end: prayer.start }, at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z')),
    ).toThrow('Slutt må være etter start');
  });
});
