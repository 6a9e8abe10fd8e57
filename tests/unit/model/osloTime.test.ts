import { describe, expect, it } from 'vitest';
import {
  formatWhen,
  formatDateTime,
  formatDay,
  formatRange,
  formatTime,
  osloDateKey,
  osloInstant,
  rangeParts,
  toOsloIso,
} from '../../../model/osloTime';

describe('Oslo dates (the test process runs in America/New_York)', () => {
  it('formats a full Norwegian date heading', () => {
    expect(formatDay(new Date('2026-12-01T18:30:00Z'))).toBe('tirsdag 1. desember');
    expect(formatDay(new Date('2027-12-01T18:30:00Z'), 2026)).toBe('onsdag 1. desember 2027');
  });

  it('formats times as "kl. 19.30" in Oslo time in winter and summer', () => {
    expect(formatTime(new Date('2026-12-01T18:30:00Z'))).toBe('kl. 19.30');
    expect(formatTime(new Date('2027-06-01T17:30:00Z'))).toBe('kl. 19.30');
  });

  it('uses the Oslo date, not the UTC or New York date, near midnight', () => {
    // 23.30Z on 31 Dec is 00.30 on 1 Jan in Oslo and 18.30 on 31 Dec in New York.
    expect(osloDateKey(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('writes ISO with the right Oslo offset', () => {
    expect(toOsloIso(new Date('2026-12-01T18:30:00Z'))).toBe('2026-12-01T19:30:00+01:00');
    expect(toOsloIso(new Date('2027-06-01T17:30:00Z'))).toBe('2027-06-01T19:30:00+02:00');
  });

  it('converts Oslo wall-clock to the right instant on both sides of DST', () => {
    expect(osloInstant({ year: 2027, month: 3, day: 27, hour: 19, minute: 30 }).toISOString()).toBe('2027-03-27T18:30:00.000Z');
    expect(osloInstant({ year: 2027, month: 3, day: 28, hour: 19, minute: 30 }).toISOString()).toBe('2027-03-28T17:30:00.000Z');
  });

  it('reads a time shown twice in the autumn as the first one, summer time (RFC 5545 §3.3.5)', () => {
    // 25 October 2026: clocks go back from 03.00 summer time to 02.00 winter time.
    expect(osloInstant({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(osloInstant({ year: 2026, month: 10, day: 25, hour: 1, minute: 59 }).toISOString()).toBe('2026-10-24T23:59:00.000Z');
    expect(osloInstant({ year: 2026, month: 10, day: 25, hour: 3, minute: 0 }).toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('moves a time in the spring gap an hour on (the offset before the gap)', () => {
    // 28 March 2027: clocks jump from 02.00 winter time to 03.00 summer time.
    expect(osloInstant({ year: 2027, month: 3, day: 28, hour: 2, minute: 30 }).toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(osloInstant({ year: 2027, month: 3, day: 28, hour: 1, minute: 59 }).toISOString()).toBe('2027-03-28T00:59:00.000Z');
    expect(osloInstant({ year: 2027, month: 3, day: 28, hour: 3, minute: 0 }).toISOString()).toBe('2027-03-28T01:00:00.000Z');
  });

  it('formats ranges on one day and over several days', () => {
    expect(formatRange(new Date('2026-12-01T18:30:00Z'), new Date('2026-12-01T19:30:00Z'))).toBe('kl. 19.30–20.30');
    expect(formatRange(new Date('2027-10-15T16:00:00Z'), new Date('2027-10-17T12:00:00Z'), 2027)).toBe(
      'fredag 15. oktober kl. 18.00 – søndag 17. oktober kl. 14.00',
    );
    expect(formatDateTime(new Date('2026-12-01T18:30:00Z'))).toBe('tirsdag 1. desember 2026 kl. 19.30');
  });

  it('formats "when" with the year, once for one day and for both ends over several days', () => {
    expect(formatWhen(new Date('2026-12-01T18:30:00Z'), new Date('2026-12-01T19:30:00Z'))).toBe('tirsdag 1. desember 2026 kl. 19.30–20.30');
    expect(formatWhen(new Date('2027-10-15T16:00:00Z'), new Date('2027-10-17T12:00:00Z'))).toBe(
      'fredag 15. oktober 2027 kl. 18.00 – søndag 17. oktober 2027 kl. 14.00',
    );
  });

  it('writes a list entry as times on one day, and with both dates over several days', () => {
    expect(rangeParts(new Date('2026-12-01T18:30:00Z'), new Date('2026-12-01T19:30:00Z'), { referenceYear: 2026 })).toEqual({
      start: '19.30',
      separator: '–',
      end: '20.30',
    });
    // Høstkonferansen: both days; under a day heading that names the Friday, the Friday is not repeated.
    expect(rangeParts(new Date('2026-10-16T16:00:00Z'), new Date('2026-10-18T12:00:00Z'), { referenceYear: 2026 })).toEqual({
      start: 'fredag 16. oktober kl. 18.00',
      separator: ' – ',
      end: 'søndag 18. oktober kl. 14.00',
    });
    expect(
      rangeParts(new Date('2026-10-16T16:00:00Z'), new Date('2026-10-18T12:00:00Z'), { referenceYear: 2026, startDayShown: true }),
    ).toEqual({
      start: 'kl. 18.00',
      separator: ' – ',
      end: 'søndag 18. oktober kl. 14.00',
    });
    expect(rangeParts(new Date('2027-10-15T16:00:00Z'), new Date('2027-10-17T12:00:00Z'), { referenceYear: 2026 })).toEqual({
      start: 'fredag 15. oktober 2027 kl. 18.00',
      separator: ' – ',
      end: 'søndag 17. oktober 2027 kl. 14.00',
    });
  });

  it("counts an event ending after midnight in Oslo as two days, whatever the machine's zone", () => {
    // 22.00–00.30 Oslo time; in New York both ends fall on 1 December.
    expect(rangeParts(new Date('2026-12-01T21:00:00Z'), new Date('2026-12-01T23:30:00Z'), { referenceYear: 2026 })).toEqual({
      start: 'tirsdag 1. desember kl. 22.00',
      separator: ' – ',
      end: 'onsdag 2. desember kl. 00.30',
    });
  });

  it('writes the same span the same way with a date in front', () => {
    expect(
      rangeParts(new Date('2026-12-01T18:30:00Z'), new Date('2026-12-01T19:30:00Z'), { withDate: true, referenceYear: Number.NaN }),
    ).toEqual({
      start: 'tirsdag 1. desember 2026 kl. 19.30',
      separator: '–',
      end: '20.30',
    });
  });
});
