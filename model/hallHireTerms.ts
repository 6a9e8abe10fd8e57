/**
 * The house's hire terms as the Studio, the build and the rules check them: clock times, the day
 * limits and the rooms' short names. Each problem is a Norwegian sentence naming what to change.
 */
import { CLOCK_PATTERN } from './hallHire.ts';
import { SERIES_HORIZON_DAYS } from './recurrence.ts';

export const PRICE_UNITS = [
  { value: 'time', title: 'time', per: 'per time' },
  { value: 'dag', title: 'dag', per: 'per dag' },
  { value: 'helg', title: 'helg', per: 'per helg' },
  { value: 'gang', title: 'gang', per: 'per gang' },
] as const;

const CLOCK = new RegExp(`^${CLOCK_PATTERN}$`);

/** «08.00» or «08:00» → «08:00»; null when it is no clock time. */
export function clockValue(text: string): string | null {
  const clock = text.trim().replace('.', ':');
  const padded = /^\d:/.test(clock) ? `0${clock}` : clock;
  return CLOCK.test(padded) ? padded : null;
}

export const clockProblem = (text: string): string | null =>
  clockValue(text) ? null : `«${text}» er ikke et klokkeslett: skriv f.eks. 08.00 eller 23.00.`;

export const HIRE_DAY_LIMITS = {
  noticeDays: { min: 0, max: 90 },
  // No further than the programme's series are laid out: beyond it a meeting could not show as busy.
  horizonDays: { min: 7, max: SERIES_HORIZON_DAYS },
  retentionMonths: { min: 1, max: 24 },
} as const;

export function hireDaysProblem(field: keyof typeof HIRE_DAY_LIMITS, value: number): string | null {
  const { min, max } = HIRE_DAY_LIMITS[field];
  return Number.isInteger(value) && value >= min && value <= max ? null : `Skriv et helt tall fra ${min} til ${max}.`;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const hireSlugProblem = (slug: string): string | null =>
  SLUG.test(slug) && slug.length <= 40 ? null : 'Bruk bare a–z, 0–9 og bindestrek (høyst 40 tegn): trykk «Lag» på nytt.';
