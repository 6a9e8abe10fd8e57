/** The programme's month pages: which months have one, and what each lists. */
import { groupByMonth, osloMonthKey } from '../lib/programmeGroups';
import type { ProgrammeOccurrence } from './programme';

/** Months with something still ahead, in order ("2026-11", "2026-12", …). */
export const programmeMonths = (upcoming: readonly ProgrammeOccurrence[]): string[] => groupByMonth(upcoming).map((m) => m.key);

/** What a month page lists: the upcoming occurrences that start in that Oslo month. */
export const inMonth = (upcoming: readonly ProgrammeOccurrence[], month: string): ProgrammeOccurrence[] =>
  upcoming.filter((o) => osloMonthKey(o.start) === month);
