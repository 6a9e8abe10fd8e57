/**
 * The meetings of a series in the coming year that fall on a holiday (norwegianHolidays.ts), for
 * the Studio's warning beside the series: it still meets then unless a volunteer cancels the date.
 */
import { DAY_MS } from './dayLength';
import { osloWallClock } from './osloTime';
import { expandOccurrences, type RecurrenceRule } from './recurrence';
import { norwegianHolidays, type Holiday } from './norwegianHolidays';
import { ruleProblem, untilProblem, type SeriesFields } from './seriesProblems';

export interface HolidayMeeting extends Holiday {
  start: Date;
}

/** Meetings from `now` to a year on that are on a holiday and not cancelled or skipped already. */
export function holidayMeetings(doc: SeriesFields | null | undefined, now: Date): HolidayMeeting[] {
  const r = doc?.recurrence;
  if (!r?.frequency || !doc?.start || !doc.end || ruleProblem(doc) || untilProblem(doc)) return [];
  const to = new Date(now.getTime() + 366 * DAY_MS);
  const year = osloWallClock(now).year;
  const holidays = new Map<string, string>();
  // Two holidays on one day (17. mai and 2. pinsedag in 2027) are named together.
  for (const h of [year, year + 1].flatMap(norwegianHolidays))
    holidays.set(h.date, holidays.has(h.date) ? `${holidays.get(h.date)} og ${h.name}` : h.name);
  try {
    const meetings = expandOccurrences({ start: new Date(doc.start), end: new Date(doc.end), recurrence: r as RecurrenceRule }, now, to);
    return meetings
      .filter((o) => !o.cancelled && holidays.has(o.date))
      .map((o) => ({ date: o.date, name: holidays.get(o.date)!, start: o.start }));
  } catch {
    return [];
  }
}
