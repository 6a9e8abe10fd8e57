/** The days of a month (yyyy-mm) as yyyy-mm-dd, and the months either side. */
export function monthDays(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
}

const dayName = new Intl.DateTimeFormat('nb-NO', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('nb-NO', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** «tir. 8. des.» */
export const formatDayShort = (date: string) => dayName.format(new Date(`${date}T12:00:00Z`));
/** «desember 2026» */
export const formatMonth = (month: string) => monthName.format(new Date(`${month}-15T12:00:00Z`));
