/**
 * The bounded rule gives exactly rrule's meetings, starting its search near the window asked for,
 * and ends a search after RULE_SEARCH_DAYS days without a meeting (rrule alone runs to year 9999).
 */
import fc from 'fast-check';
import * as rruleModule from 'rrule';
import { describe, expect, it } from 'vitest';
import { boundedRule, RULE_SEARCH_DAYS } from '../../../model/boundedRule';
import { customRuleProblem } from '../../../model/customRule';

const { RRule } = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;
const DAY = 86_400_000;
const utc = (y: number, m: number, d: number, h = 19, min = 30) => new Date(Date.UTC(y, m - 1, d, h, min));

/** Rules that occur often (every generated part exists in every month or year). */
const denseRule = fc
  .record({
    freq: fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'),
    interval: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    byday: fc.option(fc.subarray(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], { minLength: 1 }), { nil: undefined }),
    nth: fc.option(fc.constantFrom(1, 2, 3, 4, -1), { nil: undefined }),
    bymonthday: fc.option(fc.integer({ min: 1, max: 28 }), { nil: undefined }),
    wkst: fc.option(fc.constantFrom('MO', 'SU', 'WE'), { nil: undefined }),
  })
  .map(({ freq, interval, byday, nth, bymonthday, wkst }) => {
    const parts = [`FREQ=${freq}`];
    if (interval) parts.push(`INTERVAL=${interval}`);
    if (byday) parts.push(`BYDAY=${byday.map((d) => (nth && (freq === 'MONTHLY' || freq === 'YEARLY') ? `${nth}${d}` : d)).join(',')}`);
    else if (bymonthday && freq !== 'WEEKLY') parts.push(`BYMONTHDAY=${bymonthday}`);
    if (wkst) parts.push(`WKST=${wkst}`);
    return parts.join(';');
  });

describe('boundedRule', () => {
  it("gives rrule's own meetings for any window, however long after the first meeting", () => {
    let compared = 0;
    fc.assert(
      fc.property(
        denseRule,
        fc.date({ min: new Date('2020-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 2500 }),
        fc.integer({ min: 1, max: 400 }),
        (text, firstDay, startAfter, length) => {
          expect(customRuleProblem(text), text).toBeNull();
          const first = utc(firstDay.getUTCFullYear(), firstDay.getUTCMonth() + 1, firstDay.getUTCDate());
          const from = new Date(first.getTime() + startAfter * DAY);
          const to = new Date(from.getTime() + length * DAY);
          const plain = new RRule({ ...RRule.parseString(text), dtstart: first }).between(from, to, true);
          expect(boundedRule(text, first, null, from).between(from, to, true), `${text} from ${first.toISOString()}`).toEqual(plain);
          compared += 1;
        },
      ),
      { numRuns: 300 },
    );
    console.log(`bounded rule compared with rrule: ${compared} rules and windows`);
  });

  it('ends a search after RULE_SEARCH_DAYS days without a meeting', () => {
    expect(RULE_SEARCH_DAYS).toBe(800);
    // 29 February: 2028-02-29 is 1460 days after 2024-03-01, 273 days after 2027-06-01 (within 800).
    const leapDay = 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29';
    const first = utc(2024, 2, 29);
    expect(boundedRule(leapDay, first, null, utc(2024, 3, 1)).between(utc(2024, 3, 1), utc(2028, 3, 1), true)).toEqual([]);
    expect(boundedRule(leapDay, first, null, utc(2027, 6, 1)).between(utc(2027, 6, 1), utc(2028, 3, 1), true)).toEqual([utc(2028, 2, 29)]);
  });

  it("keeps a rule that meets in every period it looks at, even when «Start» comes after that year's meeting", () => {
    // The first Sunday of every other year, from July 2020: 2020's is before «Start», 2021 is skipped.
    const rule = boundedRule('FREQ=YEARLY;INTERVAL=2;BYDAY=1SU', utc(2020, 7, 11), null, utc(2020, 7, 11));
    expect(rule.between(utc(2020, 7, 11), utc(2024, 12, 31), true)).toEqual([utc(2022, 1, 2), utc(2024, 1, 7)]);
  });

  it('ends the search of a rule that never occurs instead of running to year 9999', () => {
    for (const text of [
      'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
      'FREQ=MONTHLY;BYDAY=1MO;BYMONTHDAY=20',
      'FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31',
    ]) {
      expect(boundedRule(text, utc(2026, 1, 1), null, utc(2026, 1, 1)).between(utc(2026, 1, 1), utc(2027, 1, 1), true), text).toEqual([]);
    }
  });
});
