/** "3 seconds ago" style texts for the demo (English, like its titles). */
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];
const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function relativeTime(date: Date, now = Date.now()): string {
  const diff = date.getTime() - now;
  for (const [unit, ms] of units) {
    if (Math.abs(diff) >= ms || unit === 'second') return format.format(Math.round(diff / ms), unit);
  }
  return '';
}
