import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  DEMO_PASSWORD_POLICY,
  UnsupportedPasswordPolicyError,
  type PasswordPolicy,
} from '../../../../src/demo/auth/passwordPolicy';

const strict: PasswordPolicy = {
  customStrengthOptions: {
    minPasswordLength: 8,
    maxPasswordLength: 12,
    containsLowercaseCharacter: true,
    containsUppercaseCharacter: true,
    containsNumericCharacter: true,
    containsNonAlphanumericCharacter: true,
  },
  allowedNonAlphanumericCharacters: ['!', '#'],
  enforcementState: 'ENFORCE',
  schemaVersion: 1,
};

const rules = (password: string, policy?: PasswordPolicy) => checkPassword(password, policy).failed.map((f) => f.rule);

describe('password policy', () => {
  it('defaults to a minimum of 6 characters', () => {
    expect(DEMO_PASSWORD_POLICY.customStrengthOptions.minPasswordLength).toBe(6);
    expect(checkPassword('12345').ok).toBe(false);
    expect(rules('12345')).toEqual(['min-length']);
    expect(checkPassword('123456').ok).toBe(true);
    expect(checkPassword('12345', { customStrengthOptions: {}, schemaVersion: 1 }).ok).toBe(false);
  });

  it('names each failed rule', () => {
    expect(rules('abc', strict)).toEqual(['min-length', 'uppercase', 'numeric', 'non-alphanumeric']);
    expect(rules('ABCDEFGH1!', strict)).toEqual(['lowercase']);
    expect(rules('Abcdefgh1!xyz', strict)).toEqual(['max-length']);
    expect(rules('Abcdefgh1?', strict)).toEqual(['non-alphanumeric']);
    expect(checkPassword('Abcdefgh1#', strict).ok).toBe(true);
  });

  it('gives a readable message per rule', () => {
    expect(checkPassword('abc').failed[0].message).toBe('Use at least 6 characters.');
    expect(checkPassword('Abcdefgh1?', strict).failed[0].message).toContain('! #');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPassword('😀😀😀😀😀').ok).toBe(false);
    expect(checkPassword('😀😀😀😀😀😀').ok).toBe(true);
  });

  it('treats rules as advice when enforcement is OFF', () => {
    const off = { ...strict, enforcementState: 'OFF' };
    expect(checkPassword('abc', off)).toMatchObject({ ok: true });
    expect(checkPassword('abc', off).failed.length).toBeGreaterThan(0);
  });

  it('supports only schema version 1', () => {
    expect(() => checkPassword('whatever', { ...strict, schemaVersion: 2 })).toThrow(UnsupportedPasswordPolicyError);
    try {
      checkPassword('x', { ...strict, schemaVersion: 2 });
    } catch (e) {
      expect((e as UnsupportedPasswordPolicyError).code).toBe('auth/unsupported-password-policy-schema-version');
    }
  });
});
