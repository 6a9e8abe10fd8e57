/**
 * How the programme is cut into pages and headings: by Oslo month and Oslo day, and the first weeks
 * that /program shows. Pure functions on anything with a start, so they are easy to test.
 */
import { DATE_LOCALE, TIME_ZONE } from '../consts';
import { osloDateKey, osloInstant } from '../../model/osloTime';
import { DAY_MS } from '../../model/dayLength';

interface Dated {
  start: Date;
}

export interface DayGroup<T> {
  key: string;
  items: T[];
}
interface MonthGroup<T> {
  key: string;
  days: DayGroup<T>[];
}

/** Items grouped by a key of their start, in order of first appearance (items come sorted by start). */
function groupBy<T extends Dated>(items: readonly T[], keyOf: (d: Date) => string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const key = keyOf(item.start);
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, items: [item] });
  }
  return groups;
}

/** "2026-12": the Oslo month of an instant (the address of its month page). */
export const osloMonthKey = (date: Date): string => osloDateKey(date).slice(0, 7);

/** Occurrences grouped by Oslo date, in order: the programme list's date headings. */
export function groupByDay<T extends Dated>(items: readonly T[]): DayGroup<T>[] {
  return groupBy(items, osloDateKey);
}

/** Month headings with day headings inside, both in Oslo time. */
export function groupByMonth<T extends Dated>(items: readonly T[]): MonthGroup<T>[] {
  return groupBy(items, osloMonthKey).map((month) => ({ key: month.key, days: groupByDay(month.items) }));
}

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The first instant of a month in Oslo ("2026-12" → 2026-12-01T00:00 Oslo). */
export function monthStart(key: string): Date {
  const match = MONTH_KEY.exec(key);
  if (!match) throw new Error(`«${key}» er ikke en måned (ÅÅÅÅ-MM).`);
  return osloInstant({ year: Number(match[1]), month: Number(match[2]), day: 1, hour: 0, minute: 0 });
}

const monthFormat = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: TIME_ZONE, month: 'long', year: 'numeric' });

/** "desember 2026" */
export const monthLabel = (key: string): string => monthFormat.format(monthStart(key));

const weekdayFormat = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric' });

/** "tirsdag 1." (a day within a month whose name stands above it) */
export const dayInMonthLabel = (date: Date): string => weekdayFormat.format(date);

/**
 * What /program shows: everything that starts within `weeks` weeks of `now`; `next` is the first
 * occurrence left out (where «Vis flere» leads), undefined when nothing is left out.
 */
export function firstWeeks<T extends Dated>(items: readonly T[], now: Date, weeks: number): { shown: T[]; next: T | undefined } {
  const until = now.getTime() + weeks * 7 * DAY_MS;
  return { shown: items.filter((item) => item.start.getTime() < until), next: items.find((item) => item.start.getTime() >= until) };
}
