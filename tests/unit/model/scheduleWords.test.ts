import { describe, expect, it } from 'vitest';
import { scheduleWordsProblem } from '../../../model/scheduleWords';

describe('scheduleWordsProblem', () => {
  it('finds weekdays in any form and clock times', () => {
    for (const text of [
      'Bønnemøte onsdag kveld.',
      'Tirsdager etter skoletid',
      'hver fredag',
      'på fredagskvelden',
      'Søndagen',
      'kl. 18',
      'fra 18.30',
      'Start 9:00',
      'Mandagsformiddag',
      'hver ons. i peisestua',
      'Bønn onsd. og fre.',
      'tirs. og tors.',
      'lør. kl. 12',
      'man. og ons.',
    ]) {
      expect(scheduleWordsProblem(text), text).not.toBeNull();
    }
    expect(scheduleWordsProblem('Vi møtes onsdag.')).toBe(
      'nevner «onsdag». Dag og klokkeslett hentes fra serien i programmet; skriv dem ikke i teksten.',
    );
  });

  it('lets names and other numbers through', () => {
    for (const text of [
      'Barna har søndagsskole under talen.',
      'Søndagsmøte med kirkekaffe',
      'For barn fra 6 til 12 år',
      'fra 8. klasse',
      'Billetter 150 kr',
      'Matteus 11,28',
      'dagtid',
      'Her kan man.',
      'Slik gjør man. Velkommen!',
      'Fredrikstad',
      'Vi ber om fred.',
      'Takk til Tor.',
    ]) {
      expect(scheduleWordsProblem(text), text).toBeNull();
    }
  });
});
