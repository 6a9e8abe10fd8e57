/** Google (popup, redirect, or a test account on the emulators) and anonymous sign-in. */
import { signInAnonymously, type Auth } from 'firebase/auth';
import { usesEmulators } from '../../../firebase/config';
import { signInWithGooglePopup, signInWithGoogleRedirect, signInWithTestGoogleAccount } from './googleSignIn';
import type { AuthAction } from './useAuthAction';

export function OtherSignIns({ auth, action: { busy, run } }: { auth: Auth; action: AuthAction }) {
  return (
    <>
      <h2>Other ways to sign in</h2>
      <div className="actions">
        <button type="button" disabled={busy} onClick={() => void run(() => signInWithGooglePopup(auth), true)}>
          Sign in with Google (popup)
        </button>
        <button type="button" disabled={busy} onClick={() => void run(() => signInWithGoogleRedirect(auth), true)}>
          Sign in with Google (redirect)
        </button>
        {usesEmulators && (
          <button type="button" disabled={busy} onClick={() => void run(() => signInWithTestGoogleAccount(auth))}>
            Sign in with a test Google account (emulator)
          </button>
        )}
        <button type="button" disabled={busy} onClick={() => void run(() => signInAnonymously(auth))}>
          Continue anonymously
        </button>
      </div>
    </>
  );
}
