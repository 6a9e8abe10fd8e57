import { describe, expect, it } from 'vitest';
import { accountNumberProblem, formatAccountNumber, isValidAccountNumber, mod11CheckDigit } from '../../../model/accountNumber';

describe('Norwegian account numbers (MOD11)', () => {
  it('accepts valid numbers with or without separators', () => {
    expect(isValidAccountNumber('15032701008')).toBe(true);
    expect(isValidAccountNumber('1503.27.01008')).toBe(true);
    expect(isValidAccountNumber('1503 27 01008')).toBe(true);
  });

  it('refuses a wrong check digit, wrong length and letters', () => {
    expect(accountNumberProblem('15032701009')).toMatch(/kontrollsifferet/);
    expect(accountNumberProblem('1503270100')).toMatch(/11 sifre/);
    expect(accountNumberProblem('1503270100a')).toMatch(/11 sifre/);
    expect(accountNumberProblem('')).toMatch(/mangler/);
  });

  it('computes check digits, including remainder 0 and the impossible remainder 1', () => {
    expect(mod11CheckDigit('1503270100')).toBe(8);
    expect(mod11CheckDigit('3000151100')).toBe(5);
    // 0000000006 → sum 12, remainder 1: no valid check digit exists.
    expect(mod11CheckDigit('0000000006')).toBeNull();
    // 0000000011 → 1·3 + 1·2 = 5 → 11 − 5 = 6
    expect(mod11CheckDigit('0000000011')).toBe(6);
  });

  it('formats as 1234.56.78903 and refuses to format an invalid number', () => {
    expect(formatAccountNumber('15032701008')).toBe('1503.27.01008');
    expect(formatAccountNumber('3000 15 11005')).toBe('3000.15.11005');
    expect(() => formatAccountNumber('15032701009')).toThrow(/kontrollsifferet/);
  });
});
