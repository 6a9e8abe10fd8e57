/** The text shown when a sign-in action fails. */
import { authErrorMessage } from '../../auth/errorMessages';

export const GOOGLE_OFFLINE_MESSAGE =
  'The Google sign-in window needs a script from apis.google.com, which cannot be reached here (the emulators run offline). Use “Sign in with a test Google account (emulator)” instead.';

// Google's popup and redirect helpers load a script from apis.google.com; offline that fails with these.
const OFFLINE_CODES = ['auth/internal-error', 'auth/network-request-failed'];

interface Context {
  /** The action was Google's popup or redirect. */
  google: boolean;
  /** The app talks to the (offline) emulators. */
  emulators: boolean;
}

export function signInErrorMessage(error: unknown, { google, emulators }: Context): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  return google && emulators && OFFLINE_CODES.includes(code) ? GOOGLE_OFFLINE_MESSAGE : authErrorMessage(error);
}
