/**
 * The programme's month pages: which months have one, and what each lists. Series are expanded only
 * SERIES_HORIZON_DAYS ahead, one-off events without limit: a month past that horizon would list a
 * concert but not the Sunday meetings, so it is not offered until a later build can list it whole.
 */
import { groupByMonth, monthStart, osloMonthKey } from '../lib/programmeGroups';
import type { Programme, ProgrammeOccurrence } from './programme';

/** "2026-12" → "2027-01". */
function followingMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** Whether every series' meetings in `month` are in the programme (the month ends before the series horizon). */
export const isCompleteMonth = (programme: Pick<Programme, 'seriesUntil'>, month: string): boolean =>
  monthStart(followingMonth(month)) <= programme.seriesUntil;

/** Months with something still ahead and every meeting listed, in order ("2026-11", "2026-12", …). */
export const programmeMonths = (programme: Pick<Programme, 'upcoming' | 'seriesUntil'>): string[] =>
  groupByMonth(programme.upcoming)
    .map((m) => m.key)
    .filter((month) => isCompleteMonth(programme, month));

/** What a month page lists: the upcoming occurrences that start in that Oslo month. */
export const inMonth = (upcoming: readonly ProgrammeOccurrence[], month: string): ProgrammeOccurrence[] =>
  upcoming.filter((o) => osloMonthKey(o.start) === month);
