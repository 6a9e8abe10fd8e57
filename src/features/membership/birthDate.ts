/**
 * The birth date as three typed numbers (dag, måned, år) instead of the browser's date picker, whose
 * format follows the browser's locale. Checked here as a real calendar date and against the minimum
 * age; stored as "yyyy-mm-dd", the format firestore.rules check.
 */
import { t } from '../../i18n/nb';

export const DATE_PARTS = ['day', 'month', 'year'] as const;
export type DatePart = (typeof DATE_PARTS)[number];
export type DateParts = Record<DatePart, string>;

export interface BirthDateCheck {
  /** "yyyy-mm-dd" when the parts make a real date. */
  date?: string;
  /** What is wrong, in Norwegian; absent when the date is valid and old enough. */
  error?: string;
  /** The parts to mark invalid (the error summary links to the first). */
  parts: DatePart[];
}

const m = t.membership;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** "yyyy-mm-dd" of the parts as typed (spaces ignored), or undefined when they are not whole numbers. */
export function birthDateString(parts: DateParts): string | undefined {
  const [day, month, year] = DATE_PARTS.map((p) => parts[p].trim());
  if (![day, month, year].every((v) => /^\d+$/.test(v))) return undefined;
  return `${pad(Number(year), 4)}-${pad(Number(month), 2)}-${pad(Number(day), 2)}`;
}

/** Whole years from the birth date to today ("yyyy-mm-dd"): a birthday on 29 February counts on 1 March. */
function yearsOld(year: number, month: number, day: number, today: string): number {
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - year - (tm * 100 + td < month * 100 + day ? 1 : 0);
}

function formatProblem(parts: DateParts): BirthDateCheck | null {
  const empty = DATE_PARTS.filter((p) => !parts[p].trim());
  if (empty.length === DATE_PARTS.length) return { error: m.required(m.birthDate), parts: [...DATE_PARTS] };
  if (empty.length) return { error: m.birthDateMissing(empty.map((p) => m.dateParts[p].toLowerCase())), parts: empty };
  const [day, month, year] = DATE_PARTS.map((p) => parts[p].trim());
  if (!/^\d{1,2}$/.test(day) || Number(day) < 1 || Number(day) > 31) return { error: m.invalidDay, parts: ['day'] };
  if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) return { error: m.invalidMonth, parts: ['month'] };
  if (!/^\d{4}$/.test(year)) return { error: m.invalidYear, parts: ['year'] };
  return null;
}

/** The three fields checked as a real date, not in the future, from 1900, and at least `minimumAge` years ago. */
export function checkBirthDate(parts: DateParts, today: string, minimumAge: number): BirthDateCheck {
  const problem = formatProblem(parts);
  if (problem) return problem;
  const [day, month, year] = DATE_PARTS.map((p) => Number(parts[p].trim())) as [number, number, number];
  if (day > daysIn(year, month)) return { error: m.noSuchDate(day, m.monthNames[month - 1], year, daysIn(year, month)), parts: ['day'] };
  if (year < 1900) return { error: m.yearTooEarly, parts: ['year'] };
  const date = birthDateString(parts)!;
  if (date > today) return { error: m.birthDateInFuture, parts: [...DATE_PARTS] };
  if (yearsOld(year, month, day, today) < minimumAge) return { date, error: m.tooYoung(minimumAge), parts: [...DATE_PARTS] };
  return { date, parts: [] };
}
