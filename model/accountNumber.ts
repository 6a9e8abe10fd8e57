/**
 * Norwegian bank account numbers (11 digits, MOD11 check digit). Shared by the Sanity schema
 * validation and the page formatter, so the Studio refuses exactly what the site cannot show.
 */
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function digitsOf(value: string): string {
  return value.replace(/[\s.]/g, '');
}

/** The MOD11 check digit of the first ten digits, or null when none exists (remainder 1). */
export function mod11CheckDigit(first10: string): number | null {
  const sum = [...first10].reduce((acc, d, i) => acc + Number(d) * WEIGHTS[i], 0);
  const rest = sum % 11;
  if (rest === 0) return 0;
  if (rest === 1) return null;
  return 11 - rest;
}

/** null when valid, else a Norwegian explanation. Spaces and dots are allowed as separators. */
export function accountNumberProblem(value: string | undefined | null): string | null {
  if (!value) return 'Kontonummer mangler.';
  const digits = digitsOf(value);
  if (!/^\d{11}$/.test(digits)) return 'Et kontonummer har 11 sifre (for eksempel 1234.56.78903).';
  const check = mod11CheckDigit(digits.slice(0, 10));
  if (check === null || check !== Number(digits[10])) return 'Kontonummeret er ugyldig: kontrollsifferet stemmer ikke.';
  return null;
}

export function isValidAccountNumber(value: string | undefined | null): boolean {
  return accountNumberProblem(value) === null;
}

/** 12345678903 → 1234.56.78903. Throws on an invalid number so a bad one never reaches a page. */
export function formatAccountNumber(value: string): string {
  const problem = accountNumberProblem(value);
  if (problem) throw new Error(`${problem} («${value}»)`);
  const d = digitsOf(value);
  return `${d.slice(0, 4)}.${d.slice(4, 6)}.${d.slice(6)}`;
}
