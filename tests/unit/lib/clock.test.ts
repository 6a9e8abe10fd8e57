import { describe, expect, it } from 'vitest';
import { siteNow } from '../../../src/lib/clock';

describe('siteNow', () => {
  it('is the real time when SITE_NOW is unset or empty', () => {
    for (const env of [{}, { SITE_NOW: '' }, { SITE_NOW: '  ' }]) {
      const before = Date.now();
      const now = siteNow(env).getTime();
      expect(now).toBeGreaterThanOrEqual(before);
      expect(now).toBeLessThanOrEqual(Date.now());
    }
  });

  it('is the instant SITE_NOW names, in any offset', () => {
    expect(siteNow({ SITE_NOW: '2027-03-01T12:00:00+01:00' }).toISOString()).toBe('2027-03-01T11:00:00.000Z');
    expect(siteNow({ SITE_NOW: '2027-08-01T12:00:00+02:00' }).toISOString()).toBe('2027-08-01T10:00:00.000Z');
    expect(siteNow({ SITE_NOW: '2027-03-28T01:30:00Z' }).toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('refuses a time without a zone (it would mean different instants on different machines) and nonsense, in Norwegian', () => {
    for (const value of ['2027-03-01', '2027-03-01T12:00:00', 'i morgen', '2027-13-01T12:00:00Z']) {
      expect(() => siteNow({ SITE_NOW: value })).toThrow(`SITE_NOW=«${value}» er ikke et tidspunkt med tidssone`);
    }
  });
});
