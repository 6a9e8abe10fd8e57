/** Google sign-in: by popup, by redirect, or (emulators only) with a made-up test account. */
import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithPopup,
  signInWithRedirect,
  type Auth,
} from 'firebase/auth';

/** Set just before our own redirect, so the result is asked for only after one. */
export const REDIRECT_PENDING = 'vuefire:google-redirect-pending';

export const signInWithGooglePopup = (auth: Auth) => signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);

export function signInWithGoogleRedirect(auth: Auth) {
  sessionStorage.setItem(REDIRECT_PENDING, '1');
  return signInWithRedirect(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}

/** The Auth emulator accepts an unsigned JSON "ID token" for Google: a test account, no Google servers involved. */
function testGoogleCredential() {
  const id = Math.random().toString(36).slice(2, 10);
  return GoogleAuthProvider.credential(
    JSON.stringify({ sub: `google-${id}`, email: `google-${id}@example.com`, email_verified: true, name: `Test Google user ${id}` }),
  );
}

export const signInWithTestGoogleAccount = (auth: Auth) => signInWithCredential(auth, testGoogleCredential());
