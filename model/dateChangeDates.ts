/**
 * A changed meeting (model/dateChanges.ts) must be a meeting of its series: a date the rule gives
 * and that is not skipped. A change stored for any other date would do nothing, and visitors would
 * still come on the real date. The Studio's validation and the build both ask this.
 */
import { expandOccurrences, type RecurrenceRule } from './recurrence';
import { formatDay, osloInstant } from './osloTime';
import { DAY_MS } from './dayLength';

export interface SeriesForChange {
  start?: string | null;
  end?: string | null;
  recurrence?: Partial<RecurrenceRule> | null;
}

/** null when `date` is a meeting of the series (or the series is not whole yet); else why not, in Norwegian. */
export function changeDateProblem(series: SeriesForChange, date: string | undefined | null): string | null {
  const frequency = series.recurrence?.frequency;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!match || !frequency || !series.start || !series.end) return null;
  const start = new Date(series.start);
  const end = new Date(series.end);
  if (Number.isNaN(start.getTime()) || !(end > start)) return null;
  const noon = osloInstant({ year: +match[1], month: +match[2], day: +match[3], hour: 12, minute: 0 });
  let dates: string[];
  try {
    // The rule alone: the changes themselves must not decide which dates are meetings.
    const { changes: _changes, ...rule } = series.recurrence ?? {};
    dates = expandOccurrences(
      { start, end, recurrence: { ...rule, frequency } },
      new Date(noon.getTime() - 2 * DAY_MS),
      new Date(noon.getTime() + 2 * DAY_MS),
    ).map((o) => o.date);
  } catch {
    return null; // the rule's own fields say what is wrong
  }
  return dates.includes(date!)
    ? null
    : `Serien har ikke møte ${formatDay(noon, Number.NaN)}. Velg et møte i serien (enklest med knappen «Endre én dato»).`;
}
