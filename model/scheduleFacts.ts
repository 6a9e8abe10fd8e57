/**
 * What an event's own schedule says, for checking what its texts claim (scheduleClaims.ts): the
 * days of the week it meets on, the dates of its meetings and the clock times they start and end.
 */
import { formatClock, osloDateKey, osloInstant, osloWallClock } from './osloTime';
import { DAY_MS } from './dayLength';
import { endProblem } from './eventTimes';
import { expandOccurrences, type RecurrenceRule } from './recurrence';
import { ruleProblem, untilProblem, type SeriesFields } from './seriesProblems';

export interface ScheduleFacts {
  series: boolean;
  start: Date;
  end: Date;
  /** Days of the week (0 Sunday … 6 Saturday) the rule gives, or the one-off's days. */
  weekdays: Set<number>;
  /** Dates of the meetings, "YYYY-MM-DD". */
  dates: Set<string>;
  /** Starts and ends of the meetings, "19.30". */
  times: Set<string>;
}

/** How far a series' texts are checked against its meetings: two years of dates from «Start». */
const SERIES_SPAN_DAYS = 2 * 366;

export const weekdayOfDate = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

type Changes = RecurrenceRule['changes'];

function seriesFacts(doc: SeriesFields, start: Date, end: Date): ScheduleFacts | null {
  if (ruleProblem(doc) || untilProblem(doc)) return null;
  const r = doc.recurrence!;
  const rule: RecurrenceRule = {
    frequency: r.frequency as RecurrenceRule['frequency'],
    ...(r.rrule ? { rrule: r.rrule } : {}),
    ...(r.until ? { until: r.until } : {}),
  };
  const to = new Date(start.getTime() + SERIES_SPAN_DAYS * DAY_MS);
  // The rule's weekdays without the single changed meetings: one moved date does not make «hver torsdag» wrong.
  const ruled = expandOccurrences({ start, end, recurrence: rule }, start, to);
  const changes = (r as { changes?: Changes }).changes ?? [];
  const meetings = expandOccurrences({ start, end, recurrence: { ...rule, changes } }, start, to);
  return {
    series: true,
    start,
    end,
    weekdays: new Set(ruled.map((o) => weekdayOfDate(o.date))),
    dates: new Set(meetings.map((o) => o.date)),
    times: new Set(meetings.flatMap((o) => [formatClock(o.start), formatClock(o.end)])),
  };
}

function oneOffFacts(start: Date, end: Date): ScheduleFacts {
  const dates = new Set<string>();
  // Noon steps: every calendar day the event touches, whatever the length of the day in Oslo.
  const { year, month, day } = osloWallClock(start);
  for (let t = osloInstant({ year, month, day, hour: 12, minute: 0 }).getTime(); osloDateKey(new Date(t)) <= osloDateKey(end); t += DAY_MS)
    dates.add(osloDateKey(new Date(t)));
  return {
    series: false,
    start,
    end,
    weekdays: new Set([...dates].map(weekdayOfDate)),
    dates,
    times: new Set([formatClock(start), formatClock(end)]),
  };
}

/** The event's schedule, or null while its times or rule are not yet valid (those fields say why). */
export function scheduleFacts(doc: SeriesFields | null | undefined): ScheduleFacts | null {
  if (!doc?.start || !doc.end) return null;
  const start = new Date(doc.start);
  const end = new Date(doc.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || endProblem(start, end)) return null;
  try {
    return doc.recurrence?.frequency ? seriesFacts(doc, start, end) : oneOffFacts(start, end);
  } catch {
    return null;
  }
}
