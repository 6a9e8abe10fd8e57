import { describe, expect, it } from 'vitest';
import { birthDateString, checkBirthDate, type DateParts } from '../../../../src/features/membership/birthDate';

const TODAY = '2026-11-23';
const MINIMUM_AGE = 15;
const check = (day: string, month: string, year: string, minimumAge = MINIMUM_AGE) =>
  checkBirthDate({ day, month, year }, TODAY, minimumAge);

describe('checkBirthDate', () => {
  it('accepts a real date of someone old enough, as yyyy-mm-dd', () => {
    expect(check('17', '5', '1990')).toEqual({ date: '1990-05-17', parts: [] });
    expect(check(' 07 ', '05', '1990')).toEqual({ date: '1990-05-07', parts: [] });
    expect(check('29', '2', '2000')).toEqual({ date: '2000-02-29', parts: [] });
  });

  it('asks for the date when all three fields are empty', () => {
    expect(check('', '', '')).toEqual({ error: 'Fyll inn fødselsdato.', parts: ['day', 'month', 'year'] });
  });

  it('names the missing parts', () => {
    expect(check('17', '', '1990')).toEqual({ error: 'Fødselsdatoen mangler måned.', parts: ['month'] });
    expect(check('', '5', '')).toEqual({ error: 'Fødselsdatoen mangler dag og år.', parts: ['day', 'year'] });
  });

  it('says which part is out of range or not a number', () => {
    expect(check('32', '5', '1990')).toMatchObject({ error: 'Dag må være et tall fra 1 til 31.', parts: ['day'] });
    expect(check('0', '5', '1990')).toMatchObject({ parts: ['day'] });
    expect(check('1a', '5', '1990')).toMatchObject({ parts: ['day'] });
    expect(check('17', '13', '1990')).toMatchObject({ error: 'Måned må være et tall fra 1 til 12.', parts: ['month'] });
    expect(check('17', 'mai', '1990')).toMatchObject({ parts: ['month'] });
    expect(check('17', '5', '90')).toMatchObject({ error: 'År må ha fire sifre, for eksempel 1990.', parts: ['year'] });
    expect(check('17', '5', '1990-')).toMatchObject({ parts: ['year'] });
  });

  it('refuses a day the month does not have, saying how many it has', () => {
    expect(check('31', '2', '1990')).toEqual({ error: '31. februar 1990 finnes ikke: februar det året har 28 dager.', parts: ['day'] });
    expect(check('29', '2', '2001')).toMatchObject({ parts: ['day'] });
    expect(check('31', '4', '1990')).toMatchObject({ error: expect.stringContaining('april det året har 30 dager') });
  });

  it('refuses years before 1900 and dates after today', () => {
    expect(check('1', '1', '1899')).toMatchObject({ error: 'År må være 1900 eller senere.', parts: ['year'] });
    expect(check('24', '11', '2026')).toMatchObject({ error: 'Fødselsdatoen kan ikke være fram i tid.' });
  });

  it('holds the minimum age to the day, whatever the age is', () => {
    expect(check('23', '11', '2011')).toEqual({ date: '2011-11-23', parts: [] });
    expect(check('24', '11', '2011')).toMatchObject({
      date: '2011-11-24',
      error: expect.stringMatching(/^Du må være minst 15 år for å bli medlem\./),
      parts: ['day', 'month', 'year'],
    });
    expect(check('23', '11', '2008', 18)).toMatchObject({ parts: [] });
    expect(check('24', '11', '2008', 18)).toMatchObject({ error: expect.stringContaining('minst 18 år') });
  });

  it('counts someone born on 29 February as a year older on 1 March', () => {
    expect(checkBirthDate({ day: '29', month: '2', year: '2008' }, '2023-02-28', 15).error).toMatch(/minst 15 år/);
    expect(checkBirthDate({ day: '29', month: '2', year: '2008' }, '2023-03-01', 15).error).toBeUndefined();
  });
});

describe('birthDateString', () => {
  it('pads to the yyyy-mm-dd the rules expect', () => {
    expect(birthDateString({ day: '1', month: '2', year: '1990' })).toBe('1990-02-01');
  });
  it('gives nothing for parts that are not whole numbers', () => {
    const parts: DateParts = { day: '1.5', month: '2', year: '1990' };
    expect(birthDateString(parts)).toBeUndefined();
  });
});
