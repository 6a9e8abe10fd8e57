import { describe, expect, it } from 'vitest';
import { isContention, isUnreachable } from '../../../../src/features/attendance/saveFailure';

/** An error as Firebase throws it: a FirebaseError with its code. */
const firestore = (code: string) => Object.assign(new Error('x'), { name: 'FirebaseError', code });

describe('saveFailure', () => {
  it('says «no contact» only for a server that could not be reached', () => {
    for (const code of ['unknown', 'unavailable', 'deadline-exceeded'] as const) expect(isUnreachable(firestore(code)), code).toBe(true);
    expect(isUnreachable({ code: 'auth/network-request-failed' })).toBe(true);
    // A script file that could not be fetched (the browser is offline).
    expect(isUnreachable(new TypeError('Failed to fetch dynamically imported module'))).toBe(true);
    for (const code of ['permission-denied', 'already-exists', 'failed-precondition', 'aborted', 'internal'] as const)
      expect(isUnreachable(firestore(code)), code).toBe(false);
    expect(isUnreachable(new Error('other'))).toBe(false);
  });

  it("takes another tab's save in between (the document changed, was created, or the rules saw it) for a collision", () => {
    for (const code of ['aborted', 'failed-precondition', 'already-exists', 'permission-denied'] as const)
      expect(isContention(firestore(code)), code).toBe(true);
    for (const code of ['unknown', 'unavailable', 'invalid-argument'] as const) expect(isContention(firestore(code)), code).toBe(false);
    expect(isContention(new TypeError('Failed to fetch'))).toBe(false);
  });
});
