import { describe, expect, it } from 'vitest';
import { describeScheduleChange } from '../../../../studio/actions/seriesChange';

const now = new Date('2026-11-23T12:00:00+01:00');
// Tuesdays 19.30–20.30 from 1 September 2026, last meeting 27 April 2027.
const published = {
  start: '2026-09-01T17:30:00.000Z',
  end: '2026-09-01T18:30:00.000Z',
  recurrence: { frequency: 'weekly' as const, until: '2027-04-27' },
};

describe('what a change to a series does, before Publiser', () => {
  it('counts the meetings ahead that move to another time', () => {
    const draft = { ...published, start: '2026-09-01T16:00:00.000Z', end: '2026-09-01T17:00:00.000Z' };
    expect(describeScheduleChange(published, draft, now)).toEqual([
      '23 kommende møter flyttes fra tirsdag kl. 19.30 til tirsdag kl. 18.00.',
    ]);
  });

  it('says «alle» for a series without a last date, and names a new end time, weekday and rule', () => {
    const endless = { ...published, recurrence: { frequency: 'weekly' as const } };
    expect(
      describeScheduleChange(endless, { ...endless, start: '2026-09-02T17:30:00.000Z', end: '2026-09-02T18:30:00.000Z' }, now),
    ).toEqual(['Alle kommende møter flyttes fra tirsdag kl. 19.30 til onsdag kl. 19.30.']);
    expect(describeScheduleChange(endless, { ...endless, end: '2026-09-01T19:00:00.000Z' }, now)).toEqual([
      'Møtene slutter kl. 21.00 i stedet for kl. 20.30.',
    ]);
    expect(describeScheduleChange(endless, { ...endless, recurrence: { frequency: 'biweekly' as const } }, now)[0]).toBe(
      'Møtene blir annenhver uke i stedet for hver uke.',
    );
  });

  it('says what a new last date does', () => {
    expect(
      describeScheduleChange(published, { ...published, recurrence: { frequency: 'weekly' as const, until: '2027-04-13' } }, now),
    ).toEqual(['Siste møte blir 13. april 2027: 2 møter faller bort.']);
  });

  it('says nothing when the meetings ahead stay as they are', () => {
    expect(describeScheduleChange(published, { ...published }, now)).toEqual([]);
    expect(describeScheduleChange(null, published, now)).toEqual([]);
  });
});

describe('a custom rule, in its own words', () => {
  it('says what the new rule gives instead of the old, never the rule itself', () => {
    const custom = (rrule: string) => ({ ...published, recurrence: { frequency: 'custom' as const, rrule, until: '2027-04-27' } });
    expect(describeScheduleChange(custom('FREQ=WEEKLY;BYDAY=TU'), custom('FREQ=WEEKLY;BYDAY=TU,TH'), now)[0]).toBe(
      'Møtene blir hver tirsdag og torsdag i stedet for hver tirsdag.',
    );
    expect(describeScheduleChange(published, custom('FREQ=MONTHLY;BYDAY=1TU'), now)[0]).toBe(
      'Møtene blir første tirsdag i måneden i stedet for hver uke.',
    );
  });
});
