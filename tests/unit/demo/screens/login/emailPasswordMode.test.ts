import { describe, expect, it } from 'vitest';
import { MODE_TEXTS, otherMode, signUpPasswordError } from '../../../../../src/demo/screens/login/emailPasswordMode';

describe('email form modes', () => {
  it('switches between signing in and signing up', () => {
    expect(otherMode('sign-in')).toBe('sign-up');
    expect(otherMode('sign-up')).toBe('sign-in');
  });
  it('offers the other mode and lets the browser fill the right password', () => {
    expect(MODE_TEXTS['sign-in']).toMatchObject({
      submit: 'Sign in',
      switchTo: 'No account yet? Sign up',
      autoComplete: 'current-password',
    });
    expect(MODE_TEXTS['sign-up']).toMatchObject({ submit: 'Sign up', switchTo: 'Have an account? Sign in', autoComplete: 'new-password' });
  });
});

describe('password before sign-up', () => {
  it('names the rule a short password breaks', () => {
    expect(signUpPasswordError('abc')).toBe('The password does not meet the rules: Use at least 6 characters.');
  });
  it('lets a password meeting the policy through', () => {
    expect(signUpPasswordError('secret123')).toBeNull();
  });
});
