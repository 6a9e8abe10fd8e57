import { describe, expect, it } from 'vitest';
import { APPLICATION_INTERVAL_SECONDS, secondsUntilNextApplication } from '../../../model/membership';

describe('secondsUntilNextApplication', () => {
  const sentAt = Date.parse('2026-11-23T12:00:00Z');

  it('is 0 before any application and once the interval has passed', () => {
    expect(secondsUntilNextApplication(null, sentAt)).toBe(0);
    expect(secondsUntilNextApplication(sentAt, sentAt + APPLICATION_INTERVAL_SECONDS * 1000)).toBe(0);
    expect(secondsUntilNextApplication(sentAt, sentAt + 10 * 60_000)).toBe(0);
  });

  it('counts the whole seconds left, rounding up, so it never says 0 while the rules still refuse', () => {
    expect(secondsUntilNextApplication(sentAt, sentAt)).toBe(APPLICATION_INTERVAL_SECONDS);
    expect(secondsUntilNextApplication(sentAt, sentAt + 1)).toBe(APPLICATION_INTERVAL_SECONDS);
    expect(secondsUntilNextApplication(sentAt, sentAt + (APPLICATION_INTERVAL_SECONDS - 1) * 1000 + 1)).toBe(1);
  });
});
