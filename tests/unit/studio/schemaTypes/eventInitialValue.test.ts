import { describe, expect, it } from 'vitest';
import { newEventValues } from '../../../../studio/schemaTypes/documents/eventInitialValue';

describe('a new event', () => {
  it('starts a week ahead at 19.00–20.30 Oslo time, planned, in the house (no place of its own)', () => {
    expect(newEventValues(new Date('2026-11-23T12:00:00+01:00'))).toEqual({
      start: '2026-11-30T18:00:00.000Z',
      end: '2026-11-30T19:30:00.000Z',
      status: 'scheduled',
    });
    // Summer time: the same clock time is an hour earlier in UTC.
    expect(newEventValues(new Date('2027-06-01T08:00:00+02:00'))).toMatchObject({ start: '2027-06-08T17:00:00.000Z' });
  });
});
