import { describe, expect, it } from 'vitest';
import {
  authErrorMessage,
  GENERAL_AUTH_MESSAGE,
  GENERAL_STORAGE_MESSAGE,
  storageErrorMessage,
} from '../../../../src/demo/auth/errorMessages';

// Every client error code the demo maps (server messages mapped to codes, then the "other codes").
const SPEC_AUTH_CODES = [
  'invalid-email',
  'wrong-password',
  'missing-password',
  'invalid-credential',
  'email-already-in-use',
  'operation-not-allowed',
  'credential-already-in-use',
  'user-not-found',
  'too-many-requests',
  'expired-action-code',
  'invalid-action-code',
  'requires-recent-login',
  'invalid-user-token',
  'user-token-expired',
  'password-does-not-meet-requirements',
  'invalid-verification-code',
  'code-expired',
  'unauthorized-continue-uri',
  'admin-restricted-operation',
  'user-disabled',
  'network-request-failed',
  'account-exists-with-different-credential',
  'multi-factor-auth-required',
  'user-mismatch',
  'tenant-id-mismatch',
  'login-blocked',
  'already-initialized',
  'argument-error',
  'internal-error',
  'operation-not-supported-in-this-environment',
  'unsupported-password-policy-schema-version',
];
const SPEC_STORAGE_CODES = [
  'object-not-found',
  'unauthenticated',
  'unauthorized',
  'quota-exceeded',
  'retry-limit-exceeded',
  'canceled',
  'invalid-url',
  'invalid-argument',
  'server-file-wrong-size',
];

describe('auth error messages', () => {
  it.each(SPEC_AUTH_CODES)('auth/%s has its own message', (code) => {
    const message = authErrorMessage({ code: `auth/${code}` });
    expect(message).not.toBe(GENERAL_AUTH_MESSAGE);
    expect(message.length).toBeGreaterThan(10);
  });

  it('gives each code a different text', () => {
    const texts = SPEC_AUTH_CODES.map((c) => authErrorMessage(`auth/${c}`));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('accepts codes without the prefix and plain strings', () => {
    expect(authErrorMessage('invalid-credential')).toBe(authErrorMessage({ code: 'auth/invalid-credential' }));
  });

  it('falls back to a general message for unknown codes and non-errors', () => {
    expect(authErrorMessage({ code: 'auth/something-new' })).toBe(GENERAL_AUTH_MESSAGE);
    expect(authErrorMessage(new Error('boom'))).toBe(GENERAL_AUTH_MESSAGE);
    expect(authErrorMessage(null)).toBe(GENERAL_AUTH_MESSAGE);
  });
});

describe('storage error messages', () => {
  it.each(SPEC_STORAGE_CODES)('storage/%s has its own message', (code) => {
    expect(storageErrorMessage({ code: `storage/${code}` })).not.toBe(GENERAL_STORAGE_MESSAGE);
  });
  it('falls back for unknown codes', () => {
    expect(storageErrorMessage({ code: 'storage/unknown' })).toBe(GENERAL_STORAGE_MESSAGE);
  });
});
