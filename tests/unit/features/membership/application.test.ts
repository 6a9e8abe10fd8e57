import { describe, expect, it } from 'vitest';
import { emptyApplication, isEmailAddress, toDocument, validateApplication } from '../../../../src/features/membership/application';

/** The bundled membership document's minimum age. */
const MINIMUM_AGE = 15;
const valid = {
  ...emptyApplication(),
  fullName: 'Kari Nordmann',
  birthDay: '17',
  birthMonth: '5',
  birthYear: '2000',
  address: 'Storgata 1',
  postcode: '0155',
  place: 'Oslo',
  email: 'kari@example.no',
  phone: '912 34 567',
  consent: true,
};

describe('validateApplication', () => {
  it('accepts a complete application', () => {
    expect(validateApplication(valid, '2026-11-23', MINIMUM_AGE)).toEqual({});
  });
  it('says in Norwegian when the applicant is under 15', () => {
    expect(
      validateApplication({ ...valid, birthDay: '24', birthMonth: '11', birthYear: '2011' }, '2026-11-23', MINIMUM_AGE).birthDate,
    ).toMatch(/minst 15 år/);
  });
  it("names every missing field and the missing consent, in the form's order", () => {
    const errors = validateApplication(emptyApplication(), '2026-11-23', MINIMUM_AGE);
    expect(Object.keys(errors)).toEqual(['fullName', 'birthDate', 'address', 'postcode', 'place', 'email', 'phone', 'consent']);
    expect(errors.fullName).toBe('Fyll inn fullt navn.');
  });
  it("checks postcode, e-mail and phone formats, keeping the form's order", () => {
    const errors = validateApplication({ ...valid, place: '', postcode: '155', email: 'kari', phone: '12' }, '2026-11-23', MINIMUM_AGE);
    expect(Object.keys(errors)).toEqual(['postcode', 'place', 'email', 'phone']);
  });
});

describe('validateApplication: full name', () => {
  const nameError = (fullName: string) => validateApplication({ ...valid, fullName }, '2026-11-23', MINIMUM_AGE).fullName;
  it('says in Norwegian what is wrong with a name the rules would refuse', () => {
    expect(nameError('\u00A0\u00A0')).toBe('Fyll inn fullt navn.');
    expect(nameError('\u200B\u200B')).toMatch(/tegn som ikke synes/);
    expect(nameError('Kari\tNordmann')).toMatch(/tabulator, linjeskift eller usynlige mellomrom/);
    expect(nameError('\u202EnnamdroN iraK')).toMatch(/tegn som ikke synes/);
    expect(nameError('K'.repeat(201))).toBe('Navnet kan ha høyst 200 tegn.');
  });
  it('accepts a name with no-break spaces around it: they are trimmed away before it is stored', () => {
    expect(nameError('\u00A0Kari Nordmann\u00A0')).toBeUndefined();
    expect(toDocument({ ...valid, fullName: '\u00A0Kari Nordmann\u00A0' }).fullName).toBe('Kari Nordmann');
  });
});

describe('toDocument', () => {
  it('stores the three date fields as one yyyy-mm-dd birth date', () => {
    expect(toDocument(valid).birthDate).toBe('2000-05-17');
  });
  it('trims text and keeps exactly the stored fields', () => {
    expect(Object.keys(toDocument({ ...valid, fullName: '  Kari  ' })).sort()).toEqual([
      'address',
      'birthDate',
      'consent',
      'email',
      'fullName',
      'message',
      'phone',
      'place',
      'postcode',
    ]);
    expect(toDocument({ ...valid, fullName: '  Kari  ' }).fullName).toBe('Kari');
  });
});

describe('isEmailAddress (the rules check the same)', () => {
  it('accepts ordinary and Norwegian addresses', () => {
    for (const email of ['kari@example.no', 'kari.nordmann+medlem@blåbær.no', "o'neil@example.com"])
      expect(isEmailAddress(email), email).toBe(true);
  });
  it('refuses odd ones', () => {
    for (const email of [
      'kari@example',
      'kari@@example.no',
      'kari @example.no',
      'kari@-example.no',
      'kari@example..no',
      '"kari"@example.no',
      'k@𝒜.no',
      `${'k'.repeat(250)}@example.no`,
    ]) {
      expect(isEmailAddress(email), email).toBe(false);
    }
  });
});
