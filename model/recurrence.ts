/**
 * Expands a series (start/end of the first meeting + a rule) into occurrences. The rule runs on
 * Oslo wall-clock time ("floating" dates whose UTC fields are Oslo's clock), so a 19.30 meeting stays
 * 19.30 on both sides of a DST change; each occurrence is then converted back to a real instant.
 */
import { osloDateKey, osloInstant, osloWallClock, type WallClock } from './osloTime';
import { DAY_MS } from './dayLength';
import { endProblem } from './eventTimes';
import { boundedRule } from './boundedRule';
import { customRuleProblem, normalRule } from './customRule';
import { applyDateChange, changeReachMs, type DateChange, type OccurrenceChange } from './dateChanges';

/**
 * How far ahead series without an end are expanded (the site's programme, the Studio's «Avlys en
 * dato»); a daily rebuild keeps the window rolling.
 */
export const SERIES_HORIZON_DAYS = 190;

type Frequency = 'weekly' | 'biweekly' | 'monthly' | 'custom';

export interface RecurrenceRule {
  frequency: Frequency;
  /** iCalendar RRULE body for 'custom', e.g. "FREQ=WEEKLY;BYDAY=TU,TH". */
  rrule?: string;
  /** Last date of the series, "YYYY-MM-DD", inclusive; none = endless. */
  until?: string;
  /** Dates skipped, "YYYY-MM-DD". */
  exceptions?: string[];
  /** Dates kept in the programme but marked cancelled. */
  cancellations?: { date: string; reason?: string }[];
  /** Single meetings with their own time, room or place (model/dateChanges.ts). */
  changes?: DateChange[];
}

export interface SeriesInput {
  start: Date;
  end: Date;
  recurrence?: RecurrenceRule | null;
}

export interface Occurrence {
  /** Oslo calendar date of the start, "YYYY-MM-DD". */
  date: string;
  start: Date;
  end: Date;
  cancelled: boolean;
  cancellationReason?: string;
  /** Set when this meeting was changed on its own: start and end above are then the new ones. */
  change?: OccurrenceChange;
}

const pad = (n: number) => String(n).padStart(2, '0');
const floating = (w: WallClock) => new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
const fromFloating = (d: Date) =>
  osloInstant({
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  });
const floatingDateKey = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The RRULE (without DTSTART) a rule stands for, relative to the first meeting's Oslo date. */
export function ruleText(rule: RecurrenceRule, firstStart: Date): string {
  const first = osloWallClock(firstStart);
  const weekday = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][floating(first).getUTCDay()];
  switch (rule.frequency) {
    case 'weekly':
      return `FREQ=WEEKLY;BYDAY=${weekday}`;
    case 'biweekly':
      return `FREQ=WEEKLY;INTERVAL=2;BYDAY=${weekday}`;
    case 'monthly': {
      const nth = Math.ceil(first.day / 7);
      return `FREQ=MONTHLY;BYDAY=${nth >= 5 ? -1 : nth}${weekday}`;
    }
    case 'custom': {
      const problem = customRuleProblem(rule.rrule ?? '');
      if (problem) throw new Error(problem);
      return normalRule(rule.rrule!);
    }
  }
}

/**
 * Occurrences whose end is after `from` and whose start is before `to`. A single event
 * (no recurrence) gives itself when it overlaps the window.
 */
export function expandOccurrences(series: SeriesInput, from: Date, to: Date): Occurrence[] {
  const { start, end, recurrence } = series;
  const timeProblem = endProblem(start, end);
  if (timeProblem) throw new Error(timeProblem);
  if (!recurrence) {
    return end > from && start < to ? [{ date: osloDateKey(start), start, end, cancelled: false }] : [];
  }
  const firstStart = floating(osloWallClock(start));
  const durationMs = floating(osloWallClock(end)).getTime() - firstStart.getTime();
  const until = recurrence.until ? new Date(`${recurrence.until}T23:59:59Z`) : null;
  // Widen the floating window by a day on each side (offset and duration), and by as far as any
  // changed meeting moved (it may come into the window from a date outside it); filter on real instants below.
  const reach = changeReachMs(recurrence.changes);
  const windowFrom = new Date(floating(osloWallClock(from)).getTime() - durationMs - DAY_MS - reach);
  const windowTo = new Date(floating(osloWallClock(to)).getTime() + DAY_MS + reach);
  const rule = boundedRule(ruleText(recurrence, start), firstStart, until, windowFrom);
  const skipped = new Set(recurrence.exceptions ?? []);
  const cancelled = new Map((recurrence.cancellations ?? []).map((c) => [c.date, c.reason]));
  const changes = new Map((recurrence.changes ?? []).map((c) => [c.date, c]));
  return rule
    .between(windowFrom, windowTo, true)
    .filter((d) => !skipped.has(floatingDateKey(d)))
    .map((d) => {
      const date = floatingDateKey(d);
      const occurrenceStart = fromFloating(d);
      const wallClockEnd = fromFloating(new Date(d.getTime() + durationMs));
      // A start inside the spring-forward gap moves an hour on: the meeting keeps the first
      // meeting's length then (02.30–04.00 becomes 03.30–05.00), so it never shrinks or ends first.
      const movedByGap = floating(osloWallClock(occurrenceStart)).getTime() !== d.getTime();
      return {
        date,
        start: occurrenceStart,
        end:
          movedByGap || wallClockEnd <= occurrenceStart
            ? new Date(occurrenceStart.getTime() + (end.getTime() - start.getTime()))
            : wallClockEnd,
        cancelled: cancelled.has(date),
        ...(cancelled.get(date) ? { cancellationReason: cancelled.get(date) } : {}),
      };
    })
    .map((o) => applyDateChange(o, changes.get(o.date)))
    .filter((o) => o.end > from && o.start < to)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}
