/**
 * Clear English texts for auth and storage error code the demo can meet; unknown codes get a
 * general message (the code is still shown for developers: this is a demo).
 */
import { DEFAULT_MIN_PASSWORD_LENGTH } from './passwordPolicy';

const AUTH_MESSAGES: Record<string, string> = {
  'invalid-email': 'That email address is not valid.',
  'wrong-password': 'Wrong password. Try again or reset it.',
  'missing-password': 'Please enter a password.',
  'invalid-credential': 'Email or password is incorrect.',
  'email-already-in-use': 'An account with this email already exists. Sign in instead.',
  'operation-not-allowed': 'This sign-in method is switched off for this project.',
  'credential-already-in-use': 'This account is already linked to another user.',
  'user-not-found': 'No account with that email. Sign up first.',
  'too-many-requests': 'Too many attempts. Wait a moment and try again.',
  'expired-action-code': 'This link has expired. Ask for a new one.',
  'invalid-action-code': 'This link is not valid any more. It may have been used already.',
  'requires-recent-login': 'For your safety, sign in again before doing this.',
  'invalid-user-token': 'Your session is no longer valid. Please sign in again.',
  'user-token-expired': 'Your session has expired. Please sign in again.',
  'password-does-not-meet-requirements': 'The password does not meet the project’s password rules.',
  'invalid-verification-code': 'The verification code is wrong.',
  'code-expired': 'The verification code has expired. Ask for a new one.',
  'unauthorized-continue-uri': 'This site is not allowed to continue the sign-in (unauthorised domain).',
  'admin-restricted-operation': 'Only an administrator can do this (is anonymous sign-in enabled?).',
  'user-disabled': 'This account has been disabled.',
  'network-request-failed': 'Could not reach the sign-in service. Check your connection and try again.',
  'account-exists-with-different-credential': 'An account already exists with this email, using another sign-in method.',
  'multi-factor-auth-required': 'This account needs a second sign-in step, which the demo does not offer.',
  'user-mismatch': 'The credentials belong to a different user than the one signed in.',
  'tenant-id-mismatch': 'This account belongs to another tenant.',
  'login-blocked': 'Sign-in was blocked for this account.',
  'already-initialized': 'Sign-in was set up twice; reload the page.',
  'argument-error': 'The sign-in request was incomplete.',
  'internal-error': 'The sign-in service had an internal error. Try again.',
  'operation-not-supported-in-this-environment': 'This sign-in method does not work in this browser context.',
  'unsupported-password-policy-schema-version': 'The project’s password policy is of a newer kind this app cannot check.',
  'popup-closed-by-user': 'The sign-in window was closed before finishing.',
  'cancelled-popup-request': 'Another sign-in window was opened; this one was cancelled.',
  'popup-blocked': 'The browser blocked the sign-in window. Allow pop-ups or use sign-in by redirect.',
  'weak-password': `The password is too weak: use at least ${DEFAULT_MIN_PASSWORD_LENGTH} characters.`,
};

const STORAGE_MESSAGES: Record<string, string> = {
  'object-not-found': 'The file does not exist (any more).',
  unauthenticated: 'Sign in first: only signed-in users may do this.',
  unauthorized: 'Permission denied: the storage rules do not allow this (you may only upload below your own folder).',
  'quota-exceeded': 'The storage quota is used up. Try again later.',
  'retry-limit-exceeded': 'The upload took too long and was given up. Check your connection and try again.',
  canceled: 'The upload was cancelled.',
  'invalid-url': 'The file address is not valid.',
  'invalid-argument': 'The upload request was not valid (is a file selected?).',
  'server-file-wrong-size': 'The server received a different size than was sent. Try the upload again.',
};

export const GENERAL_AUTH_MESSAGE = 'Something went wrong while signing in. Please try again.';
export const GENERAL_STORAGE_MESSAGE = 'Something went wrong with the file. Please try again.';

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

/** Text for an auth error or code (with or without the "auth/" prefix). */
export function authErrorMessage(error: unknown): string {
  const code = (typeof error === 'string' ? error : codeOf(error)).replace(/^auth\//, '');
  return AUTH_MESSAGES[code] ?? GENERAL_AUTH_MESSAGE;
}

/** Text for a storage error or code (with or without the "storage/" prefix). */
export function storageErrorMessage(error: unknown): string {
  const code = (typeof error === 'string' ? error : codeOf(error)).replace(/^storage\//, '');
  return STORAGE_MESSAGES[code] ?? GENERAL_STORAGE_MESSAGE;
}
