import { useEffect } from 'react';
import { browserPopupRedirectResolver, getRedirectResult, type Auth } from 'firebase/auth';
import { authErrorMessage } from '../../auth/errorMessages';
import { REDIRECT_PENDING } from './googleSignIn';

/** Finishes a Google sign-in by redirect; a failure becomes the error text. */
export function useGoogleRedirectResult(auth: Auth | null, setError: (message: string) => void) {
  useEffect(() => {
    // Only after our own redirect: asking loads Google's gapi script, which offline only fails.
    if (!auth || sessionStorage.getItem(REDIRECT_PENDING) === null) return;
    sessionStorage.removeItem(REDIRECT_PENDING);
    getRedirectResult(auth, browserPopupRedirectResolver).catch((e: unknown) => setError(authErrorMessage(e)));
  }, [auth, setError]);
}
