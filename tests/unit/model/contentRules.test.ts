import { describe, expect, it } from 'vitest';
import { endProblem } from '../../../model/eventTimes';
import { MEMBERSHIP_LIMITS, membershipNumberProblem } from '../../../model/membership';
import { POSTAL_CODE } from '../../../model/postalCode';
import { SINGLETON_IDS, SINGLETON_TYPES } from '../../../model/singletons';
import { vippsNumberProblem } from '../../../model/vippsNumber';

describe('content rules', () => {
  it('wants an end after the start', () => {
    const start = new Date('2027-03-14T10:00:00Z');
    expect(endProblem(start, new Date('2027-03-14T12:00:00Z'))).toBeNull();
    expect(endProblem(start, start)).toBe('Slutt må være etter start.');
  });

  it('holds the membership numbers to whole numbers within limits', () => {
    expect(membershipNumberProblem('minimumAge', 15)).toBeNull();
    expect(membershipNumberProblem('minimumAge', 15.5)).toMatch(/helt tall/);
    expect(membershipNumberProblem('feeKroner', MEMBERSHIP_LIMITS.feeKroner.max + 1)).toMatch(/mellom/);
    expect(membershipNumberProblem('feeKroner', -5)).toMatch(/mellom/);
  });

  it('knows Vipps numbers, postal codes and the singletons', () => {
    expect(vippsNumberProblem('12345')).toBeNull();
    expect(vippsNumberProblem('123')).toMatch(/5–6 sifre/);
    expect(POSTAL_CODE.test('7013')).toBe(true);
    expect(POSTAL_CODE.test('701')).toBe(false);
    expect([...SINGLETON_TYPES]).toEqual(Object.keys(SINGLETON_IDS));
  });
});
