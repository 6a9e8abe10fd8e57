/** "3 seconds ago" style texts for the demo (English, like its titles). */
import { DAY_MS } from '../../../model/dayLength';
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', DAY_MS],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];
// Made on first use, not when the module loads: creating it loads locale data (tens of ms on a slow
// phone), which would otherwise land in the task that brings the screen in.
let format: Intl.RelativeTimeFormat | undefined;

export function relativeTime(date: Date, now = Date.now()): string {
  const diff = date.getTime() - now;
  for (const [unit, ms] of units) {
    if (Math.abs(diff) >= ms || unit === 'second')
      return (format ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' })).format(Math.round(diff / ms), unit);
  }
  return '';
}
