import { DATE_LOCALE, TIME_ZONE } from '../consts';

/** A calendar date from the dataset (YYYY-MM-DD) as «23. november 2026». Noon UTC is the same day in Oslo. */
export function formatPlainDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new Error(`«${isoDate}» er ikke en dato (ÅÅÅÅ-MM-DD).`);
  return new Intl.DateTimeFormat(DATE_LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}
