import { formatDay, osloInstant, osloWallClock } from '../../../model/osloTime';

/**
 * Dates and times as Norwegians write them (27.11.2026, kl. 19.30) instead of Sanity's default
 * 2026-11-27 19:30. Every date and datetime field takes these options (tests/unit/studio/schemaTypes).
 */
export const NORWEGIAN_DATE = { dateFormat: 'DD.MM.YYYY' } as const;
/** Quarter hours: meetings start on the hour or at a quarter. */
export const NORWEGIAN_DATETIME = { ...NORWEGIAN_DATE, timeFormat: 'HH.mm', timeStep: 15 } as const;

/**
 * A date field's value in a list row or breadcrumb, «lørdag 5. desember» (the year only when it is
 * not this year) instead of «2026-12-05»; what is not a date comes back as it is.
 */
export function previewDate(date: unknown): string | undefined {
  const match = typeof date === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) return typeof date === 'string' ? date : undefined;
  const [, year, month, day] = match.map(Number);
  return formatDay(osloInstant({ year, month, day, hour: 12, minute: 0 }), osloWallClock(new Date()).year);
}
