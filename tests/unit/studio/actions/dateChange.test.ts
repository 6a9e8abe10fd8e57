import { Mutation } from '@sanity/mutator';
import { describe, expect, it } from 'vitest';
import { changeableMeetings, changeFromForm, formFor, saveChangePatches, undoChangePatches } from '../../../../studio/actions/dateChange';
import { expandOccurrences } from '../../../../model/recurrence';
import { formatClock } from '../../../../model/osloTime';

const now = new Date('2026-11-23T12:00:00+01:00');
const prayer = {
  _id: 'drafts.event-bonnemote',
  _type: 'event',
  start: '2026-09-01T17:30:00.000Z',
  end: '2026-09-01T18:30:00.000Z',
  place: { room: 'Bønnerommet' },
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

const expand = (doc: typeof prayer) =>
  expandOccurrences(
    { start: new Date(doc.start), end: new Date(doc.end), recurrence: doc.recurrence },
    new Date('2026-12-01T00:00:00Z'),
    new Date('2026-12-10T00:00:00Z'),
  );

describe('«Endre én dato»', () => {
  it('offers the coming meetings that are not cancelled, in Norwegian', () => {
    const meetings = changeableMeetings(prayer, now);
    expect(meetings[0]).toMatchObject({ date: '2026-11-24', label: 'tirsdag 24. november kl. 19.30' });
    expect(meetings.map((m) => m.date)).not.toContain('2026-12-15');
    expect(changeableMeetings({ start: prayer.start, end: prayer.end }, now)).toEqual([]);
  });

  it('stores a new time and room with a note, and the site expands the meeting at its new time; undo puts it back', () => {
    const meeting = changeableMeetings(prayer, now).find((m) => m.date === '2026-12-08')!;
    const form = {
      ...formFor(meeting, prayer),
      from: '18.00',
      to: '19,30',
      room: 'Lillesalen',
      note: ' Tidligere på grunn av julebordet ',
    };
    const result = changeFromForm(form, meeting, prayer);
    if (!('change' in result)) throw new Error(result.problem.message);
    expect(result.change).toEqual({
      date: '2026-12-08',
      start: '2026-12-08T17:00:00.000Z',
      end: '2026-12-08T18:30:00.000Z',
      room: 'Lillesalen',
      note: 'Tidligere på grunn av julebordet',
    });
    const changed = applied(prayer, saveChangePatches(result.change, undefined, 'endret-2026-12-08'));
    const moved = expand(changed).find((o) => o.date === '2026-12-08')!;
    expect([formatClock(moved.start), formatClock(moved.end), moved.change?.room]).toEqual(['18.00', '19.30', 'Lillesalen']);
    // Changing it again replaces the one change; the dialog shows it as it is now.
    const again = changeableMeetings(changed, now).find((m) => m.date === '2026-12-08')!;
    expect(again.label).toBe('tirsdag 8. desember kl. 19.30 (endret)');
    expect(formFor(again, changed)).toMatchObject({ from: '18.00', to: '19.30', room: 'Lillesalen' });
    const twice = applied(changed, saveChangePatches({ ...result.change, note: 'Ny beskjed' }, again.change?._key, 'ubrukt'));
    expect(twice.recurrence).toMatchObject({ changes: [{ _key: 'endret-2026-12-08', note: 'Ny beskjed' }] });
    const undone = applied(twice, undoChangePatches('endret-2026-12-08'));
    expect(expand(undone).find((o) => o.date === '2026-12-08')!.change).toBeUndefined();
  });

  it('writes times as the Studio does, 19.30, and reads them however a phone types them', () => {
    const meeting = changeableMeetings(prayer, now).find((m) => m.date === '2026-12-08')!;
    expect(formFor(meeting, prayer)).toMatchObject({ from: '19.30', to: '20.30' });
    for (const from of ['18.00', '18:00', '18,00', '1800']) {
      const result = changeFromForm({ ...formFor(meeting, prayer), from, note: 'Tidligere' }, meeting, prayer);
      expect(result, from).toMatchObject({ change: { start: '2026-12-08T17:00:00.000Z' } });
    }
    expect(changeFromForm({ ...formFor(meeting, prayer), from: '18', note: 'x' }, meeting, prayer)).toEqual({
      problem: { field: 'from', message: 'Skriv klokkeslettet som 18.00.' },
    });
  });

  it('keeps only what differs from the series, and names the field of a problem', () => {
    const meeting = changeableMeetings(prayer, now).find((m) => m.date === '2026-12-08')!;
    const same = changeFromForm({ ...formFor(meeting, prayer), note: 'Bare en beskjed' }, meeting, prayer);
    expect(same).toEqual({ change: { date: '2026-12-08', note: 'Bare en beskjed' } });
    expect(changeFromForm({ ...formFor(meeting, prayer), to: '19.00', note: 'x' }, meeting, prayer)).toEqual({
      problem: { field: 'to', message: '«Til» må være etter «Fra».' },
    });
    expect(changeFromForm({ ...formFor(meeting, prayer), note: '' }, meeting, prayer)).toMatchObject({ problem: { field: 'note' } });
    expect(changeFromForm({ ...formFor(meeting, prayer), postalCode: '70', note: 'x' }, meeting, prayer)).toMatchObject({
      problem: { field: 'postalCode' },
    });
  });
});
