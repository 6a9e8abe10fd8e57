import { describe, expect, it } from 'vitest';
import { GOOGLE_OFFLINE_MESSAGE, signInErrorMessage } from '../../../../../src/demo/screens/login/signInError';
import { authErrorMessage } from '../../../../../src/demo/auth/errorMessages';

describe('sign-in error text', () => {
  it('explains Google’s unreachable script on the emulators', () => {
    for (const code of ['auth/internal-error', 'auth/network-request-failed']) {
      expect(signInErrorMessage({ code }, { google: true, emulators: true })).toBe(GOOGLE_OFFLINE_MESSAGE);
    }
  });
  it('uses the usual text for other actions, other errors, or a real project', () => {
    const network = { code: 'auth/network-request-failed' };
    expect(signInErrorMessage(network, { google: false, emulators: true })).toBe(authErrorMessage(network));
    expect(signInErrorMessage(network, { google: true, emulators: false })).toBe(authErrorMessage(network));
    expect(signInErrorMessage({ code: 'auth/popup-blocked' }, { google: true, emulators: true })).toBe(authErrorMessage('popup-blocked'));
  });
  it('copes with an error that is not an object', () => {
    expect(signInErrorMessage(null, { google: true, emulators: true })).toBe(authErrorMessage(null));
  });
});
