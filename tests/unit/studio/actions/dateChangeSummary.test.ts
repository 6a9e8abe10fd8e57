import { describe, expect, it } from 'vitest';
import { describeDateChanges } from '../../../../studio/actions/dateChangeSummary';
import { describeScheduleChange, type ScheduledEvent } from '../../../../studio/actions/seriesChange';

const now = new Date('2026-11-23T12:00:00+01:00');
type Recurrence = NonNullable<ScheduledEvent['recurrence']>;
// Tuesdays 19.30–20.30 from 1 September 2026, last meeting 27 April 2027.
const series = (recurrence: Partial<Recurrence> = {}): ScheduledEvent => ({
  start: '2026-09-01T17:30:00.000Z',
  end: '2026-09-01T18:30:00.000Z',
  recurrence: { frequency: 'weekly', until: '2027-04-27', ...recurrence },
});

// The next meeting, a later one and the last one, each 18.30–19.30 Oslo time when moved an hour earlier.
const MEETINGS = [
  { which: 'the next meeting', date: '2026-11-24', label: 'tirsdag 24. november kl. 19.30', earlier: '2026-11-24T17:30:00.000Z' },
  { which: 'a later meeting', date: '2026-12-08', label: 'tirsdag 8. desember kl. 19.30', earlier: '2026-12-08T17:30:00.000Z' },
  { which: 'the last meeting', date: '2027-04-27', label: 'tirsdag 27. april 2027 kl. 19.30', earlier: '2027-04-27T16:30:00.000Z' },
];

const hourLater = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString();

describe.each(MEETINGS)('one date changed on its own: $which', ({ date, label, earlier }) => {
  const moved = { date, start: earlier, end: hourLater(earlier), note: 'Tidligere denne gangen' };
  const kinds: { kind: string; published: ScheduledEvent; draft: ScheduledEvent; sentence: string }[] = [
    {
      kind: 'moved an hour earlier',
      published: series(),
      draft: series({ changes: [moved] }),
      sentence: `Møtet ${label} flyttes til kl. 18.30.`,
    },
    {
      kind: 'moved later, to another room',
      published: series(),
      draft: series({
        changes: [{ ...moved, start: hourLater(hourLater(earlier)), end: hourLater(hourLater(hourLater(earlier))), room: 'Lillesalen' }],
      }),
      sentence: `Møtet ${label} flyttes til kl. 20.30, i Lillesalen.`,
    },
    {
      kind: 'given another room only',
      published: series(),
      draft: series({ changes: [{ date, room: 'Lillesalen', note: 'I Lillesalen denne gangen' }] }),
      sentence: `Møtet ${label} blir i Lillesalen.`,
    },
    {
      kind: 'the change undone',
      published: series({ changes: [moved] }),
      draft: series(),
      sentence: `Møtet ${label} blir som vanlig igjen.`,
    },
    {
      kind: 'cancelled',
      published: series(),
      draft: series({ cancellations: [{ date, reason: 'Basar' }] }),
      sentence: `Møtet ${label} avlyses.`,
    },
    {
      kind: 'the cancellation undone',
      published: series({ cancellations: [{ date, reason: 'Basar' }] }),
      draft: series(),
      sentence: `Møtet ${label} er ikke lenger avlyst.`,
    },
    { kind: 'skipped', published: series(), draft: series({ exceptions: [date] }), sentence: `Møtet ${label} tas ut av programmet.` },
  ];

  it.each(kinds)('$kind: said of that meeting alone, never as a move of the series', ({ published, draft, sentence }) => {
    expect(describeScheduleChange(published, draft, now)).toEqual([]);
    expect(describeDateChanges(published, draft, now)).toEqual([sentence]);
  });

  it('the same in a series without a last date', () => {
    const endless = (changes: Recurrence['changes']) => series({ until: undefined, changes });
    expect(describeScheduleChange(endless([]), endless([moved]), now)).toEqual([]);
    expect(describeScheduleChange(endless([moved]), endless([]), now)).toEqual([]);
    expect(describeDateChanges(endless([]), endless([moved]), now)).toEqual([`Møtet ${label} flyttes til kl. 18.30.`]);
  });
});

describe('single dates beside a change of the series', () => {
  it('a skipped Tuesday in a Tuesday and Thursday series moves nothing', () => {
    const twice = (exceptions: string[]) => series({ frequency: 'custom', rrule: 'FREQ=WEEKLY;BYDAY=TU,TH', exceptions });
    expect(describeScheduleChange(twice([]), twice(['2026-11-24']), now)).toEqual([]);
    expect(describeDateChanges(twice([]), twice(['2026-11-24']), now)).toEqual([
      'Møtet tirsdag 24. november kl. 19.30 tas ut av programmet.',
    ]);
  });

  it('names both when the series moves and one date keeps its own time', () => {
    const moved = { date: '2026-12-08', start: '2026-12-08T17:30:00.000Z', end: '2026-12-08T18:30:00.000Z', note: 'Tidligere' };
    const draft = { ...series({ changes: [moved] }), start: '2026-09-01T18:30:00.000Z', end: '2026-09-01T19:30:00.000Z' };
    expect(describeScheduleChange(series(), draft, now)).toEqual([
      '23 kommende møter flyttes fra tirsdag kl. 19.30 til tirsdag kl. 20.30.',
    ]);
    expect(describeDateChanges(series(), draft, now)).toEqual(['Møtet tirsdag 8. desember kl. 20.30 flyttes til kl. 18.30.']);
  });

  it('says nothing of a note unchanged, a meeting already past, or a one-off event', () => {
    const past = { date: '2026-11-17', room: 'Lillesalen', note: 'Før' };
    expect(describeDateChanges(series(), series({ changes: [past] }), now)).toEqual([]);
    expect(describeDateChanges(series({ changes: [past] }), series({ changes: [{ ...past }] }), now)).toEqual([]);
    const oneOff = { start: '2026-12-05T18:00:00.000Z', end: '2026-12-05T20:00:00.000Z' };
    expect(describeDateChanges(oneOff, { ...oneOff, start: '2026-12-05T17:00:00.000Z' }, now)).toEqual([]);
  });
});
