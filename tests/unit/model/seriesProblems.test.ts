import { describe, expect, it } from 'vitest';
import { ruleProblem, seriesDateProblem, startProblem, untilProblem, type SeriesFields } from '../../../model/seriesProblems';

// Sunday 6 December 2026, 11.00–12.30 Oslo time (UTC+1).
const sunday = { start: '2026-12-06T10:00:00.000Z', end: '2026-12-06T11:30:00.000Z' };
const series = (recurrence: NonNullable<SeriesFields['recurrence']>): SeriesFields => ({ ...sunday, recurrence });

describe('ruleProblem («Egen regel»)', () => {
  it('refuses a rule that never occurs, after a bounded search', () => {
    expect(ruleProblem(series({ frequency: 'custom', rrule: 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30' }))).toMatch(
      /Regelen gir ingen møter de første 800 dagene etter «Start»\. Sjekk/,
    );
  });

  it('refuses weekday codes it cannot read and clock-time parts', () => {
    expect(ruleProblem(series({ frequency: 'custom', rrule: 'FREQ=WEEKLY;BYDAY=TI' }))).toMatch(/«TI» i BYDAY er ikke en ukedag/);
    expect(ruleProblem(series({ frequency: 'custom', rrule: 'FREQ=DAILY;BYHOUR=10,18' }))).toMatch(/Fjern «BYHOUR=10,18»/);
    expect(ruleProblem({ recurrence: { frequency: 'custom' } })).toMatch(/Skriv inn en regel/);
  });

  it('accepts a rule with meetings, and has nothing to say about the other frequencies', () => {
    expect(ruleProblem(series({ frequency: 'custom', rrule: 'FREQ=WEEKLY;BYDAY=SU,WE' }))).toBeNull();
    expect(ruleProblem(series({ frequency: 'weekly', rrule: 'FREQ=WEEKLY;BYDAY=TI' }))).toBeNull();
  });
});

describe('untilProblem («Siste dato»)', () => {
  it('refuses a last date before the first meeting, naming both dates', () => {
    expect(untilProblem(series({ frequency: 'weekly', until: '2026-12-01' }))).toBe(
      '«Siste dato» (tirsdag 1. desember 2026) er før første møte (søndag 6. desember 2026, fra «Start»). Velg en dato etter første møte, eller fjern «Siste dato» for en serie uten slutt.',
    );
  });

  it('refuses a last date that leaves no meeting', () => {
    expect(untilProblem(series({ frequency: 'custom', rrule: 'FREQ=WEEKLY;BYDAY=TH', until: '2026-12-09' }))).toMatch(
      /Serien har ingen møter mellom «Start» \(søndag 6\. desember 2026\) og «Siste dato» \(onsdag 9\. desember 2026\)/,
    );
  });

  it("accepts the first meeting's own date and later ones", () => {
    expect(untilProblem(series({ frequency: 'weekly', until: '2026-12-06' }))).toBeNull();
    expect(untilProblem(series({ frequency: 'biweekly', until: '2027-06-14' }))).toBeNull();
  });
});

describe('seriesDateProblem (skipped and cancelled dates)', () => {
  it('refuses a date the series does not meet on, naming the nearest meetings', () => {
    expect(seriesDateProblem(series({ frequency: 'weekly' }), '2026-12-16')).toBe(
      'Serien har ikke møte onsdag 16. desember 2026. Nærmeste møte: søndag 13. desember 2026 eller søndag 20. desember 2026. Velg en dato da serien har møte.',
    );
    expect(seriesDateProblem(series({ frequency: 'weekly' }), '2026-11-29')).toMatch(
      /Serien har ikke møte søndag 29\. november 2026\. Nærmeste møte: søndag 6\. desember 2026\./,
    );
    expect(seriesDateProblem(series({ frequency: 'weekly', until: '2026-12-20' }), '2026-12-27')).toMatch(
      /Nærmeste møte: søndag 20\. desember 2026\./,
    );
    expect(seriesDateProblem(series({ frequency: 'biweekly' }), '2026-12-13')).toMatch(/Serien har ikke møte søndag 13\. desember 2026/);
  });

  it('accepts the dates of the series, also far ahead', () => {
    expect(seriesDateProblem(series({ frequency: 'weekly' }), '2026-12-13')).toBeNull();
    expect(seriesDateProblem(series({ frequency: 'biweekly' }), '2026-12-20')).toBeNull();
    expect(seriesDateProblem(series({ frequency: 'monthly' }), '2036-12-07')).toBeNull();
    expect(seriesDateProblem(series({ frequency: 'custom', rrule: 'FREQ=WEEKLY;BYDAY=SU,WE' }), '2026-12-16')).toBeNull();
  });
});

describe('startProblem («Start» of «Egen regel»)', () => {
  // Saturday 5 December 2026, 18.00–19.00 in Oslo.
  const saturday = (rrule: string): SeriesFields => ({
    start: '2026-12-05T17:00:00Z',
    end: '2026-12-05T18:00:00Z',
    recurrence: { frequency: 'custom', rrule },
  });

  it('refuses a Start the rule never gives, naming the days it does give', () => {
    expect(startProblem(saturday('FREQ=WEEKLY;BYDAY=TH'))).toBe(
      'Start er lørdag 5. desember, men regelen gir bare torsdager. Velg en torsdag.',
    );
    expect(startProblem(saturday('FREQ=WEEKLY;BYDAY=TU,TH'))).toBe(
      'Start er lørdag 5. desember, men regelen gir bare tirsdager og torsdager. Velg en tirsdag eller torsdag.',
    );
    expect(startProblem(saturday('FREQ=MONTHLY;BYDAY=2SA'))).toBe(
      'Start er lørdag 5. desember, men regelen gir ikke den datoen. Første møte blir lørdag 12. desember; velg den datoen, eller en annen dato regelen gir.',
    );
  });

  it('lets a Start the rule gives through, and the choices that take their day from Start', () => {
    expect(startProblem(saturday('FREQ=WEEKLY;BYDAY=SA,SU'))).toBeNull();
    expect(startProblem(saturday('FREQ=DAILY'))).toBeNull();
    expect(startProblem({ ...saturday(''), recurrence: { frequency: 'weekly' } })).toBeNull();
  });
});
