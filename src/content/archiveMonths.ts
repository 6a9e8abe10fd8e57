/**
 * The archive's pages: /program/arkiv lists the latest weeks, and each month of the archive window
 * has a page of its own, so no page grows with a year of weekly meetings (10 kB gzip, as every page).
 */
import { ARCHIVE_FIRST_WEEKS } from '../consts';
import { groupByMonth, osloMonthKey } from '../lib/programmeGroups';
import type { Programme, ProgrammeOccurrence } from './programme';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** What /program/arkiv lists: what started in the last ARCHIVE_FIRST_WEEKS weeks, latest first. */
export const recentlyEnded = (programme: Pick<Programme, 'archive' | 'builtAt'>): ProgrammeOccurrence[] =>
  programme.archive.filter((o) => o.start.getTime() >= programme.builtAt.getTime() - ARCHIVE_FIRST_WEEKS * WEEK_MS);

/** The months the archive has something in, latest first ("2026-11", "2026-10", …). */
export const archiveMonths = (programme: Pick<Programme, 'archive'>): string[] => groupByMonth(programme.archive).map((m) => m.key);

/** What an archive month's page lists, latest first. */
export const endedInMonth = (archive: readonly ProgrammeOccurrence[], month: string): ProgrammeOccurrence[] =>
  archive.filter((o) => osloMonthKey(o.start) === month);
