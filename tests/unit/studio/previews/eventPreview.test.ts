import { describe, expect, it } from 'vitest';
import { eventPreview } from '../../../../studio/previews/eventPreview';

const now = new Date('2026-11-23T12:00:00+01:00');
// The bundled prayer meeting: Tuesdays 19.30–20.30 Oslo time, first on 1 September 2026 (summer time).
const prayer = {
  title: 'Bønnemøte',
  start: '2026-09-01T17:30:00.000Z',
  end: '2026-09-01T18:30:00.000Z',
  status: 'scheduled',
  room: 'Bønnerommet',
  recurrence: { frequency: 'weekly' as const, cancellations: [{ date: '2026-11-24', reason: 'Sykdom' }] },
};

describe('event list preview', () => {
  it('a one-off event: Norwegian weekday, date and Oslo clock time, then the room', () => {
    expect(
      eventPreview(
        { title: 'Adventskonsert', start: '2026-12-01T18:30:00.000Z', end: '2026-12-01T20:00:00.000Z', room: 'Bønnerommet' },
        now,
      ),
    ).toEqual({
      title: 'Adventskonsert',
      subtitle: 'tirsdag 1. desember kl. 19.30 · Bønnerommet',
    });
  });

  it('no place of its own means the house; another year is written out', () => {
    expect(eventPreview({ title: 'Årsmøte', start: '2027-03-14T12:00:00.000Z', end: '2027-03-14T14:00:00.000Z' }, now).subtitle).toBe(
      'søndag 14. mars 2027 kl. 13.00 · Bedehuset',
    );
    expect(
      eventPreview(
        { title: 'Utetreff', start: '2027-03-14T12:00:00.000Z', end: '2027-03-14T14:00:00.000Z', placeName: 'Bedehushagen' },
        now,
      ).subtitle,
    ).toContain('· Bedehushagen');
  });

  it('a series shows its next meeting in winter time at the same clock time, and says when that date is cancelled', () => {
    expect(eventPreview(prayer, now).subtitle).toBe('avlyst tirsdag 24. november kl. 19.30 · Bønnerommet (hver uke)');
    expect(eventPreview({ ...prayer, recurrence: { frequency: 'weekly' } }, now).subtitle).toBe(
      'tirsdag 24. november kl. 19.30 · Bønnerommet (hver uke)',
    );
  });

  it('a cancelled event says so in the title; missing fields still give a readable line', () => {
    expect(
      eventPreview({ title: 'Kafékveld', status: 'cancelled', start: '2027-02-05T18:00:00.000Z', end: '2027-02-05T20:00:00.000Z' }, now)
        .title,
    ).toBe('Avlyst: Kafékveld');
    expect(eventPreview({}, now)).toEqual({ title: 'Uten tittel', subtitle: 'Uten dato · Bedehuset' });
    // A half-typed custom rule shows the first meeting instead of failing.
    expect(eventPreview({ ...prayer, recurrence: { frequency: 'custom', rrule: 'FREQ=' } }, now).subtitle).toBe(
      'tirsdag 1. september kl. 19.30 · Bønnerommet (etter egen regel)',
    );
  });
});
