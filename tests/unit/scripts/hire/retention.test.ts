/** The first hire date the cleanup keeps: calendar months back from an Oslo date. */
import { describe, expect, it } from 'vitest';
import { retentionCutoff } from '../../../../scripts/hire/retention.mjs';

describe('retentionCutoff', () => {
  it.each([
    ['2026-12-03', 3, '2026-09-03'],
    ['2026-02-15', 3, '2025-11-15'],
    ['2027-01-01', 1, '2026-12-01'],
    ['2026-01-31', 12, '2025-01-31'],
    // A shorter month: its last day.
    ['2026-05-31', 3, '2026-02-28'],
    ['2028-05-31', 3, '2028-02-29'],
    ['2026-12-31', 1, '2026-11-30'],
  ])('%s less %i months is %s', (today, months, cutoff) => expect(retentionCutoff(today, months)).toBe(cutoff));

  it('refuses what is not a date or a whole number of months', () => {
    expect(() => retentionCutoff('3.12.2026', 3)).toThrow(/ikke en dato/);
    expect(() => retentionCutoff('2026-12-03', 0)).toThrow(/helt antall måneder/);
    expect(() => retentionCutoff('2026-12-03', 1.5)).toThrow(/helt antall måneder/);
  });
});
