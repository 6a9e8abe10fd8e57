/**
 * Dates as Norwegians read them, always in Oslo time whatever zone the build machine is in.
 * Everything goes through Intl (nb-NO, Europe/Oslo); nothing here reads the machine's zone.
 * Here in model/ because the site, the Studio's previews and actions, and the scripts all write dates.
 */

import { DAY_MS } from './dayLength';

/** Dates are written in Norwegian bokmål and read in Norway's time, for every visitor and volunteer. */
export const DATE_LOCALE = 'nb-NO';
export const TIME_ZONE = 'Europe/Oslo';

const dayFormat = new Intl.DateTimeFormat(DATE_LOCALE, { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' });
const dayYearFormat = new Intl.DateTimeFormat(DATE_LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// formatToParts is slow (microseconds), and a build reads the same few thousand instants again and again.
const readings = new Map<number, Readonly<WallClock>>();
const READINGS_KEPT = 20_000;

/** The Oslo wall-clock reading of an instant. */
export function osloWallClock(date: Date): WallClock {
  const time = date.getTime();
  const kept = readings.get(time);
  if (kept) return { ...kept };
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((p) => [p.type, p.value]));
  const reading = {
    year: +parts.year,
    month: +parts.month,
    day: +parts.day,
    hour: +parts.hour % 24,
    minute: +parts.minute,
    second: +parts.second,
  };
  if (readings.size >= READINGS_KEPT) readings.clear();
  readings.set(time, reading);
  return { ...reading };
}

/** Minutes Oslo is ahead of UTC at this instant (60 in winter, 120 in summer). */
function osloOffsetMinutes(date: Date): number {
  const w = osloWallClock(date);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which Oslo clocks show this wall-clock time. As RFC 5545 §3.3.5 reads local times:
 * in the autumn overlap (02.00–02.59 shown twice) the first reading, summer time; in the spring gap
 * (02.00–02.59 never shown) the offset before the gap, so the time moves an hour on.
 */
export function osloInstant(w: Omit<WallClock, 'second'> & { second?: number }): Date {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second ?? 0);
  // The offsets in force a day either side: on a normal day one, on a day of a change both.
  const offsets = new Set([osloOffsetMinutes(new Date(asUtc - DAY_MS)), osloOffsetMinutes(new Date(asUtc + DAY_MS))]);
  const readings = [...offsets]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => osloOffsetMinutes(new Date(instant)) * 60_000 === asUtc - instant);
  if (readings.length > 0) return new Date(Math.min(...readings));
  // In the gap: the offset before it (the smaller one in spring).
  return new Date(asUtc - Math.min(...offsets) * 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "2026-12-01": the Oslo calendar date of an instant. */
export function osloDateKey(date: Date): string {
  const w = osloWallClock(date);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** ISO 8601 with Oslo's offset, e.g. "2026-12-01T19:30:00+01:00" (schema.org, <time datetime>). */
export function toOsloIso(date: Date): string {
  const w = osloWallClock(date);
  const offset = osloOffsetMinutes(date);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** "tirsdag 1. desember", with the year when it differs from the reference year. */
export function formatDay(date: Date, referenceYear?: number): string {
  const year = osloWallClock(date).year;
  return referenceYear !== undefined && year !== referenceYear ? dayYearFormat.format(date) : dayFormat.format(date);
}

/** "19.30" (Norwegian clock style; Intl gives "19:30" in current CLDR). */
export function formatClock(date: Date): string {
  const w = osloWallClock(date);
  return `${pad(w.hour)}.${pad(w.minute)}`;
}

/** "kl. 19.30" */
export function formatTime(date: Date): string {
  return `kl. ${formatClock(date)}`;
}

/** The two ends of a span as written, each for its own <time>, and what stands between them. */
export interface RangeParts {
  start: string;
  separator: '–' | ' – ';
  end: string;
}

/**
 * The one way a span is written. On one day: "19.30–20.30" (withDate: "tirsdag 1. desember 2026
 * kl. 19.30–20.30"). Over several days both dates: "fredag 16. oktober kl. 18.00 – søndag
 * 18. oktober kl. 14.00" (the year on a date outside referenceYear; NaN puts it on both); under a
 * heading that already names the first day (startDayShown), "kl. 18.00 – søndag 18. oktober kl. 14.00".
 */
export function rangeParts(
  start: Date,
  end: Date,
  { withDate = false, referenceYear, startDayShown = false }: { withDate?: boolean; referenceYear?: number; startDayShown?: boolean } = {},
): RangeParts {
  if (osloDateKey(start) !== osloDateKey(end)) {
    const from = startDayShown && !withDate ? formatTime(start) : `${formatDay(start, referenceYear)} ${formatTime(start)}`;
    return { start: from, separator: ' – ', end: `${formatDay(end, referenceYear)} ${formatTime(end)}` };
  }
  const from = withDate ? `${formatDay(start, referenceYear)} ${formatTime(start)}` : formatClock(start);
  return { start: from, separator: '–', end: formatClock(end) };
}

const joined = ({ start, separator, end }: RangeParts) => `${start}${separator}${end}`;

/** "kl. 19.30–20.30" on one day; "fredag 15. oktober kl. 18.00 – søndag 17. oktober kl. 14.00" over several. */
export function formatRange(start: Date, end: Date, referenceYear?: number): string {
  const parts = rangeParts(start, end, referenceYear === undefined ? {} : { referenceYear });
  return parts.separator === '–' ? `kl. ${joined(parts)}` : joined(parts);
}

/** "tirsdag 1. desember 2026 kl. 19.30" */
export function formatDateTime(date: Date): string {
  return `${dayYearFormat.format(date)} ${formatTime(date)}`;
}

/** "fredag 15. oktober 2027 kl. 18.00–21.00", or the multi-day range with years. */
export function formatWhen(start: Date, end: Date): string {
  return joined(rangeParts(start, end, { withDate: true, referenceYear: Number.NaN }));
}
