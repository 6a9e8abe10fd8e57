/**
 * Norway's public holidays (helligdager and 1. and 17. mai), with julaften and nyttårsaften, when
 * most houses do not meet either. Easter by the anonymous Gregorian algorithm (Meeus/Jones/Butcher);
 * the other movable days follow it.
 */

export interface Holiday {
  /** "YYYY-MM-DD" */
  date: string;
  /** As written after «på»: «julaften», «2. påskedag». */
  name: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const key = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Easter Sunday of a Gregorian year, "YYYY-MM-DD". */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const FIXED: [string, string][] = [
  ['01-01', 'nyttårsdag'],
  ['05-01', '1. mai'],
  ['05-17', '17. mai'],
  ['12-24', 'julaften'],
  ['12-25', '1. juledag'],
  ['12-26', '2. juledag'],
  ['12-31', 'nyttårsaften'],
];
/** Days after Easter Sunday. */
const MOVABLE: [number, string][] = [
  [-3, 'skjærtorsdag'],
  [-2, 'langfredag'],
  [0, '1. påskedag'],
  [1, '2. påskedag'],
  [39, 'Kristi himmelfartsdag'],
  [49, '1. pinsedag'],
  [50, '2. pinsedag'],
];

/** The year's holidays in date order. */
export function norwegianHolidays(year: number): Holiday[] {
  const easter = Date.parse(`${easterSunday(year)}T12:00:00Z`);
  return [
    ...FIXED.map(([monthDay, name]) => ({ date: `${year}-${monthDay}`, name })),
    ...MOVABLE.map(([days, name]) => ({ date: key(new Date(easter + days * 86_400_000)), name })),
  ].sort((x, y) => x.date.localeCompare(y.date));
}
