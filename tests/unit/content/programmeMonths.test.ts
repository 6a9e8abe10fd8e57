/**
 * Every month the programme offers is complete: a later build, whose series reach well past that
 * month, lists no meeting in it that this build's month page leaves out. Months past the series
 * horizon (where only one-off events are known) are not offered. Checked at several build dates.
 */
import { describe, expect, it } from 'vitest';
import { buildProgramme } from '../../../src/content/programme';
import { inMonth, programmeMonths } from '../../../src/content/programmeMonths';
import { groupByMonth, monthStart } from '../../../src/lib/programmeGroups';
import { groqJsFetcher, loadBundledDataset } from '../../../src/content/sources';

const fetcher = groqJsFetcher(loadBundledDataset());
const DAY = 86_400_000;
const BUILD_DATES = ['2026-11-23T12:00:00+01:00', '2027-02-10T08:00:00+01:00', '2027-07-01T12:00:00+02:00'];

describe.each(BUILD_DATES)('the months /program offers, built %s', (builtAt) => {
  it('each lists every meeting a later build finds in it', async () => {
    const now = new Date(builtAt);
    const programme = await buildProgramme(fetcher, now);
    const offered = programmeMonths(programme);
    expect(offered.length).toBeGreaterThan(3);
    for (const month of offered) {
      // A build a month before this one starts: its series reach about five months past it.
      const later = await buildProgramme(fetcher, new Date(Math.max(now.getTime(), monthStart(month).getTime() - 30 * DAY)));
      const listed = new Set(inMonth(programme.upcoming, month).map((o) => o.occurrenceId));
      const missing = inMonth(later.upcoming, month)
        .filter((o) => o.end > now && !listed.has(o.occurrenceId))
        .map((o) => o.occurrenceId);
      expect(missing, `/program/maned/${month}`).toEqual([]);
    }
  });

  it('months with a one-off event past the series horizon are left out, not offered half-empty', async () => {
    const programme = await buildProgramme(fetcher, new Date(builtAt));
    const withEvents = groupByMonth(programme.upcoming).map((m) => m.key);
    const offered = programmeMonths(programme);
    for (const month of withEvents.filter((m) => !offered.includes(m)))
      expect(monthStart(month).getTime(), month).toBeGreaterThan(programme.seriesUntil.getTime() - 31 * DAY);
  });
});
