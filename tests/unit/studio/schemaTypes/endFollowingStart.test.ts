import { describe, expect, it } from 'vitest';
import { endFollowingStart } from '../../../../studio/schemaTypes/fields/endFollowingStart';

describe('Slutt follows Start', () => {
  it('moves the end by as much as the start moved, keeping the length', () => {
    expect(endFollowingStart('2026-12-01T18:30:00.000Z', '2026-12-01T19:30:00.000Z', '2026-12-01T17:00:00.000Z')).toBe(
      '2026-12-01T18:00:00.000Z',
    );
    expect(endFollowingStart('2026-12-01T18:30:00.000Z', '2026-12-03T13:00:00.000Z', '2026-12-08T18:30:00.000Z')).toBe(
      '2026-12-10T13:00:00.000Z',
    );
  });

  it('leaves the end alone when there is nothing to keep', () => {
    expect(endFollowingStart(undefined, '2026-12-01T19:30:00.000Z', '2026-12-01T17:00:00.000Z')).toBeNull();
    expect(endFollowingStart('2026-12-01T18:30:00.000Z', '2026-12-01T18:00:00.000Z', '2026-12-01T17:00:00.000Z')).toBeNull(); // already broken
    expect(endFollowingStart('2026-12-01T18:30:00.000Z', '2026-12-01T19:30:00.000Z', undefined)).toBeNull();
  });
});
