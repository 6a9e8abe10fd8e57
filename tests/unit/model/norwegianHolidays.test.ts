import { describe, expect, it } from 'vitest';
import { easterSunday, norwegianHolidays } from '../../../model/norwegianHolidays';

describe('easterSunday', () => {
  it('gives the known dates', () => {
    const known = {
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2038: '2038-04-25',
      2285: '2285-03-22',
    };
    for (const [year, date] of Object.entries(known)) expect(easterSunday(Number(year)), year).toBe(date);
  });
});

describe('norwegianHolidays', () => {
  it('lists 2027 in date order, Easter, Ascension and Whitsun from Easter', () => {
    expect(norwegianHolidays(2027)).toEqual([
      { date: '2027-01-01', name: 'nyttårsdag' },
      { date: '2027-03-25', name: 'skjærtorsdag' },
      { date: '2027-03-26', name: 'langfredag' },
      { date: '2027-03-28', name: '1. påskedag' },
      { date: '2027-03-29', name: '2. påskedag' },
      { date: '2027-05-01', name: '1. mai' },
      { date: '2027-05-06', name: 'Kristi himmelfartsdag' },
      { date: '2027-05-16', name: '1. pinsedag' },
      { date: '2027-05-17', name: '17. mai' },
      { date: '2027-05-17', name: '2. pinsedag' },
      { date: '2027-12-24', name: 'julaften' },
      { date: '2027-12-25', name: '1. juledag' },
      { date: '2027-12-26', name: '2. juledag' },
      { date: '2027-12-31', name: 'nyttårsaften' },
    ]);
  });
});
