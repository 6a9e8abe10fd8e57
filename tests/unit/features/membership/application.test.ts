import { describe, expect, it } from 'vitest';
import { ageOn, emptyApplication, isEmailAddress, toDocument, validateApplication } from '../../../../src/features/membership/application';

/** The bundled membership document's minimum age. */
const MINIMUM_AGE = 15;
const valid = { ...emptyApplication(), fullName: 'Kari Nordmann', birthDate: '2000-05-17', address: 'Storgata 1', postcode: '0155', place: 'Oslo', email: 'kari@example.no', phone: '912 34 567', consent: true };

describe('ageOn', () => {
  it('counts whole years, turning a year older on the birthday', () => {
    expect(ageOn('2011-11-23', '2026-11-22')).toBe(14);
    expect(ageOn('2011-11-23', '2026-11-23')).toBe(15);
    expect(ageOn('2008-02-29', '2023-02-28')).toBe(14);
    expect(ageOn('2008-02-29', '2023-03-01')).toBe(15);
  });
  it('refuses impossible dates', () => {
    expect(ageOn('2011-02-30', '2026-11-23')).toBeNull();
    expect(ageOn('23.11.2011', '2026-11-23')).toBeNull();
    expect(ageOn('2030-01-01', '2026-11-23')).toBeNull();
  });
});

describe('validateApplication', () => {
  it('accepts a complete application', () => {
    expect(validateApplication(valid, '2026-11-23', MINIMUM_AGE)).toEqual({});
  });
  it('says in Norwegian when the applicant is under 15', () => {
    expect(validateApplication({ ...valid, birthDate: '2011-11-24' }, '2026-11-23', MINIMUM_AGE).birthDate).toMatch(/minst 15 år/);
  });
  it('names every missing field and the missing consent', () => {
    const errors = validateApplication(emptyApplication(), '2026-11-23', MINIMUM_AGE);
    expect(Object.keys(errors).sort()).toEqual(['address', 'birthDate', 'consent', 'email', 'fullName', 'phone', 'place', 'postcode']);
    expect(errors.fullName).toBe('Fyll inn fullt navn.');
  });
  it('checks postcode, e-mail and phone formats', () => {
    const errors = validateApplication({ ...valid, postcode: '155', email: 'kari', phone: '12' }, '2026-11-23', MINIMUM_AGE);
    expect(errors).toEqual({ postcode: expect.any(String), email: expect.any(String), phone: expect.any(String) });
  });
});

describe('toDocument', () => {
  it('trims text and keeps exactly the stored fields', () => {
    expect(Object.keys(toDocument({ ...valid, fullName: '  Kari  ' })).sort()).toEqual(['address', 'birthDate', 'consent', 'email', 'fullName', 'message', 'phone', 'place', 'postcode']);
    expect(toDocument({ ...valid, fullName: '  Kari  ' }).fullName).toBe('Kari');
  });
});

describe('isEmailAddress (the rules check the same)', () => {
  it('accepts ordinary and Norwegian addresses', () => {
    for (const email of ['kari@example.no', 'kari.nordmann+medlem@blåbær.no', "o'neil@example.com"]) expect(isEmailAddress(email), email).toBe(true);
  });
  it('refuses odd ones', () => {
    for (const email of ['kari@example', 'kari@@example.no', 'kari @example.no', 'kari@-example.no', 'kari@example..no', '"kari"@example.no', 'k@𝒜.no', `${'k'.repeat(250)}@example.no`]) {
      expect(isEmailAddress(email), email).toBe(false);
    }
  });
});
