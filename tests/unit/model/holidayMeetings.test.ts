import { describe, expect, it } from 'vitest';
import { holidayMeetings } from '../../../model/holidayMeetings';

// Thursdays 19.30–21.00 from 3 September 2026, seen on 2 December 2026.
const thursdays = { start: '2026-09-03T17:30:00Z', end: '2026-09-03T19:00:00Z', recurrence: { frequency: 'weekly' } };
const now = new Date('2026-12-02T12:00:00Z');

describe('holidayMeetings', () => {
  it('names the holidays a weekly Thursday series meets on in the coming year', () => {
    expect(holidayMeetings(thursdays, now).map(({ date, name }) => `${date} ${name}`)).toEqual([
      '2026-12-24 julaften',
      '2026-12-31 nyttårsaften',
      '2027-03-25 skjærtorsdag',
      '2027-05-06 Kristi himmelfartsdag',
    ]);
  });

  it('leaves out dates already cancelled or skipped, and one-off events', () => {
    const handled = {
      ...thursdays,
      recurrence: { frequency: 'weekly', exceptions: ['2026-12-24'], cancellations: [{ date: '2026-12-31', reason: 'Nyttårsaften.' }] },
    };
    expect(holidayMeetings(handled, now).map((m) => m.date)).toEqual(['2027-03-25', '2027-05-06']);
    expect(holidayMeetings({ start: thursdays.start, end: thursdays.end }, now)).toEqual([]);
  });
});
