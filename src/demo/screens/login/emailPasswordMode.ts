/** The email form's two modes (sign in / sign up), their texts, and the password check before sign-up. */
import { checkPassword } from '../../auth/passwordPolicy';

export type Mode = 'sign-in' | 'sign-up';

export const otherMode = (mode: Mode): Mode => (mode === 'sign-in' ? 'sign-up' : 'sign-in');

export const MODE_TEXTS = {
  'sign-in': { legend: 'Sign in with email', submit: 'Sign in', switchTo: 'No account yet? Sign up', autoComplete: 'current-password' },
  'sign-up': { legend: 'Create an account', submit: 'Sign up', switchTo: 'Have an account? Sign in', autoComplete: 'new-password' },
} as const satisfies Record<Mode, Record<string, string>>;

/** Why the password cannot be used for a new account, or null when it can. */
export function signUpPasswordError(password: string): string | null {
  const check = checkPassword(password);
  return check.ok ? null : `The password does not meet the rules: ${check.failed.map((f) => f.message).join(' ')}`;
}
