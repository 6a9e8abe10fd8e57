import { Mutation } from '@sanity/mutator';
import { describe, expect, it } from 'vitest';
import { cancelDatePatches, cancelEventPatches, cancellableDates, reasonProblem } from '../../../../studio/actions/cancellation';
import { expandOccurrences } from '../../../../model/recurrence';

const now = new Date('2026-11-23T12:00:00+01:00');
const prayer = {
  _id: 'drafts.event-bonnemote',
  _type: 'event',
  start: '2026-09-01T17:30:00.000Z',
  end: '2026-09-01T18:30:00.000Z',
  status: 'scheduled',
  recurrence: {
    frequency: 'weekly' as const,
    cancellations: [{ _key: 'k1', _type: 'cancellation', date: '2026-12-15', reason: 'Julekonserten' }],
  },
};

/** Applies patches as the Content Lake does (Sanity's own mutator). */
function applied(doc: { _id: string } & Record<string, unknown>, patches: Record<string, unknown>[]) {
  return new Mutation({ mutations: patches.map((p) => ({ patch: { id: doc._id, ...p } })) }).apply(doc as never) as Record<
    string,
    unknown
  > &
    typeof prayer;
}

describe('«Avlys en dato»', () => {
  it('offers every coming meeting of the series in Norwegian, except dates already cancelled', () => {
    const choices = cancellableDates(prayer, now);
    expect(choices[0]).toEqual({ date: '2026-11-24', label: 'tirsdag 24. november kl. 19.30' });
    expect(choices.map((c) => c.date)).not.toContain('2026-12-15');
    expect(choices.map((c) => c.date)).toContain('2026-12-22');
    expect(choices.find((c) => c.date === '2027-01-05')?.label).toBe('tirsdag 5. januar 2027 kl. 19.30');
    expect(choices.length).toBeGreaterThan(20);
  });

  it('offers nothing for a one-off event or a series with broken times', () => {
    expect(cancellableDates({ start: prayer.start, end: prayer.end }, now)).toEqual([]);
    expect(cancellableDates({ ...prayer, end: prayer.start }, now)).toEqual([]);
  });

  it('writes the date into recurrence.cancellations, where the site reads it as «Avlyst» with the reason', () => {
    const after = applied(prayer, cancelDatePatches('2026-12-01', '  Basar i salen ', 'avlyst-2026-12-01'));
    expect(after.recurrence.cancellations).toEqual([
      prayer.recurrence.cancellations[0],
      { _key: 'avlyst-2026-12-01', _type: 'cancellation', date: '2026-12-01', reason: 'Basar i salen' },
    ]);
    const [occurrence] = expandOccurrences(
      { start: new Date(after.start), end: new Date(after.end), recurrence: after.recurrence },
      new Date('2026-12-01T00:00:00+01:00'),
      new Date('2026-12-02T00:00:00+01:00'),
    );
    expect(occurrence).toMatchObject({ date: '2026-12-01', cancelled: true, cancellationReason: 'Basar i salen' });
    expect(cancellableDates(after, now).map((c) => c.date)).not.toContain('2026-12-01');
  });

  it('creates the list when the series has no cancelled dates yet', () => {
    const after = applied({ ...prayer, recurrence: { frequency: 'weekly' } }, cancelDatePatches('2026-12-01', 'Basar', 'k'));
    expect(after.recurrence.cancellations).toEqual([{ _key: 'k', _type: 'cancellation', date: '2026-12-01', reason: 'Basar' }]);
  });

  it('«Avlys» for a one-off event sets the status and the reason', () => {
    const after = applied({ _id: 'drafts.x', _type: 'event', status: 'scheduled' }, cancelEventPatches('Sykdom'));
    expect(after).toMatchObject({ status: 'cancelled', cancellationReason: 'Sykdom' });
  });

  it('asks for a reason in Norwegian, saying how to fix it', () => {
    expect(reasonProblem('   ')).toMatch(/^Skriv en kort begrunnelse/);
    expect(reasonProblem('x'.repeat(121))).toBe('Begrunnelsen er 121 tegn; korte den ned til høyst 120.');
    expect(reasonProblem('Basar')).toBeNull();
  });
});
