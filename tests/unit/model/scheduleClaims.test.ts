/** Texts of an event held against its own schedule: real sentences that must be caught, and ones that must pass. */
import { describe, expect, it } from 'vitest';
import { scheduleClaimProblem } from '../../../model/scheduleClaims';
import { scheduleFacts } from '../../../model/scheduleFacts';

// Thursdays 19.30–21.00 from 3 September 2026; a Saturday concert 5 December 2026 18.00–20.00.
const thursdays = scheduleFacts({ start: '2026-09-03T17:30:00Z', end: '2026-09-03T19:00:00Z', recurrence: { frequency: 'weekly' } });
const concert = scheduleFacts({ start: '2026-12-05T17:00:00Z', end: '2026-12-05T19:00:00Z' });
const tuesdaysAndThursdays = scheduleFacts({
  start: '2026-09-01T17:30:00Z',
  end: '2026-09-01T19:00:00Z',
  recurrence: { frequency: 'custom', rrule: 'FREQ=WEEKLY;BYDAY=TU,TH' },
});

describe('scheduleClaimProblem in «Hva skjer?»', () => {
  it('catches a regular day or time of the meeting that the series does not have', () => {
    expect(scheduleClaimProblem('Velkommen! Vi møtes hver onsdag kl. 18.00 i lillesalen.', thursdays, 'body')).toBe(
      '«Hva skjer?» sier «møtes hver onsdag kl. 18.00», men serien har møte på torsdager, 19.30–21.00. Rett teksten, eller ta dagen og tiden bort: programmet viser dem fra «Start» og «Gjentakelse».',
    );
    for (const text of [
      'Vi ber sammen på onsdager.',
      'Vi samles hver ons. i peisestua.',
      'Bønnemøtet er hver onsd. kl. 19.30.',
      'Hver torsdag kl. 18.00 er det bønn.',
      'Vi møtes kl. 18.00 til bønn og samtale.',
      'Møtet begynner 18:00 med kaffe.',
      'Alle fredager er det basar etter møtet.',
    ]) {
      expect(scheduleClaimProblem(text, thursdays, 'body'), text).not.toBeNull();
    }
    expect(scheduleClaimProblem('Vi møtes hver fredag.', concert, 'body')).toMatch(
      /men arrangementet er lørdag 5\. desember, 18\.00–20\.00\./,
    );
  });

  it('lets other days and times through, and claims that fit', () => {
    for (const text of [
      'Husk basaren på lørdag!',
      'Neste basar er lørdag 5. desember kl. 12.00.',
      'Barna har søndagsskole samtidig.',
      'Dørene åpner kl. 19.00, og kaffen står klar.',
      'Vi møtes hver torsdag kl. 19.30 og holder på til kl. 21.00.',
      'På torsdager ber vi for byen.',
      'Møtet begynner kl. 19.30.',
      'Her kan man. Det er lov å komme sent.',
      'Les Matteus 11,28 før møtet.',
    ]) {
      expect(scheduleClaimProblem(text, thursdays, 'body'), text).toBeNull();
    }
    expect(scheduleClaimProblem('Vi møtes hver tirsdag og hver torsdag kl. 19.30.', tuesdaysAndThursdays, 'body')).toBeNull();
    expect(scheduleClaimProblem('Vi møtes hver onsdag.', tuesdaysAndThursdays, 'body')).toMatch(
      /serien har møte på tirsdager og torsdager/,
    );
  });
});

describe('scheduleClaimProblem in a summary', () => {
  it('catches another date, weekday or time than the event’s own', () => {
    expect(scheduleClaimProblem('Julekonsert fredag 11. desember kl. 20.00 med koret.', concert, 'summary')).toBe(
      'Sammendraget sier «fredag 11. desember kl. 20.00», men arrangementet er lørdag 5. desember, 18.00–20.00. Rett teksten, eller ta dagen og tiden bort: programmet viser dem fra «Start».',
    );
    for (const text of [
      'Julekonsert 11. desember.',
      'Julekonsert fredag med koret.',
      'Konsert lørdag 5. desember kl. 21.00.',
      'Julekonsert søndag 5. desember.',
      'Julekonsert lør. kl. 19.',
      'Vi samles kl. 17.00 til konsert.',
    ]) {
      expect(scheduleClaimProblem(text, concert, 'summary'), text).not.toBeNull();
    }
  });

  it('lets the event’s own date and time through, and times of other things', () => {
    for (const text of [
      'Julekonsert lørdag 5. desember kl. 18.00 med koret.',
      'Julekonsert 5. desember 2026.',
      'Julekonsert lørdag. Dørene åpner kl. 17.30.',
      'Julekonsert med koret, for hele familien.',
    ]) {
      expect(scheduleClaimProblem(text, concert, 'summary'), text).toBeNull();
    }
    expect(scheduleClaimProblem('Julekonsert 5. desember 2027.', concert, 'summary')).not.toBeNull();
  });
});
