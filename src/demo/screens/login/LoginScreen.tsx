/**
 * Login: email + password (sign up / sign in, password policy checked first), Google by popup or
 * redirect (the Auth emulator's own account picker), anonymous; sign out; delete the account.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  deleteUser,
  getRedirectResult,
  GoogleAuthProvider,
  signInAnonymously,
  signInWithEmailAndPassword,
  signInWithCredential,
  signInWithPopup,
  signInWithRedirect,
  signOut,
} from 'firebase/auth';
import { usesEmulators } from '../../../firebase/config';
import { useSession } from '../../auth/session';
import { authErrorMessage } from '../../auth/errorMessages';
import { checkPassword, DEMO_PASSWORD_POLICY } from '../../auth/passwordPolicy';
import { safeRedirect } from '../../guards';
import { ErrorBox } from '../../ui/ErrorBox';
import { UserDetails } from './UserDetails';

type Mode = 'sign-in' | 'sign-up';

const REDIRECT_PENDING = 'vuefire:google-redirect-pending';

const GOOGLE_OFFLINE_MESSAGE =
  'The Google sign-in window needs a script from apis.google.com, which cannot be reached here (the emulators run offline). Use “Sign in with a test Google account (emulator)” instead.';

/** The Auth emulator accepts an unsigned JSON "ID token" for Google: a test account, no Google servers involved. */
function testGoogleCredential() {
  const id = Math.random().toString(36).slice(2, 10);
  return GoogleAuthProvider.credential(
    JSON.stringify({ sub: `google-${id}`, email: `google-${id}@example.com`, email_verified: true, name: `Test Google user ${id}` }),
  );
}

export default function LoginScreen() {
  const { status, user, auth } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<Mode>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const redirect = safeRedirect(new URLSearchParams(location.search).get('redirect'));

  useEffect(() => {
    // Only after our own redirect: asking loads Google's gapi script, which offline only fails.
    if (!auth || sessionStorage.getItem(REDIRECT_PENDING) === null) return;
    sessionStorage.removeItem(REDIRECT_PENDING);
    getRedirectResult(auth, browserPopupRedirectResolver).catch((e: unknown) => setError(authErrorMessage(e)));
  }, [auth]);

  async function run(action: () => Promise<unknown>, google = false) {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (e) {
      // Google's popup and redirect helpers load a script from apis.google.com; offline it fails.
      const offline = google && usesEmulators && ['auth/internal-error', 'auth/network-request-failed'].includes((e as { code?: string }).code ?? '');
      setError(offline ? GOOGLE_OFFLINE_MESSAGE : authErrorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!auth) return;
    if (mode === 'sign-up') {
      const check = checkPassword(password);
      if (!check.ok) {
        setError(`The password does not meet the rules: ${check.failed.map((f) => f.message).join(' ')}`);
        return;
      }
      void run(() => createUserWithEmailAndPassword(auth, email.trim(), password));
    } else {
      void run(() => signInWithEmailAndPassword(auth, email.trim(), password));
    }
  }

  if (status === 'loading' || !auth) return <p role="status">Loading</p>;

  if (user) {
    return (
      <section>
        <h1>Login</h1>
        <p>You are currently logged in as:</p>
        <UserDetails user={user} />
        <div className="actions">
          <button type="button" disabled={busy} onClick={() => void run(() => signOut(auth))}>
            Logout
          </button>
          <button
            type="button"
            className="danger"
            disabled={busy}
            onClick={() => {
              if (confirm('Delete your account for good? Notes and emoji stay in the database.')) void run(() => deleteUser(user));
            }}
          >
            Delete account
          </button>
        </div>
        <ErrorBox message={error} />
      </section>
    );
  }

  return (
    <section>
      <h1>Login</h1>
      {redirect && <p className="notice">Please login to access {redirect}</p>}
      <form onSubmit={submit} className="stack" aria-describedby="password-rules">
        <fieldset>
          <legend>{mode === 'sign-in' ? 'Sign in with email' : 'Create an account'}</legend>
          <label>
            Email
            <input type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </label>
          <label>
            Password
            <input
              type="password"
              name="password"
              autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <p id="password-rules" className="hint">
            Passwords need at least {DEMO_PASSWORD_POLICY.customStrengthOptions.minPasswordLength} characters.
          </p>
          <button type="submit" disabled={busy}>
            {mode === 'sign-in' ? 'Sign in' : 'Sign up'}
          </button>{' '}
          <button type="button" className="link" onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}>
            {mode === 'sign-in' ? 'No account yet? Sign up' : 'Have an account? Sign in'}
          </button>
        </fieldset>
      </form>
      <ErrorBox message={error} />
      <h2>Other ways to sign in</h2>
      <div className="actions">
        <button type="button" disabled={busy} onClick={() => void run(() => signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver), true)}>
          Sign in with Google (popup)
        </button>
        <button type="button" disabled={busy} onClick={() =>
            void run(() => {
              sessionStorage.setItem(REDIRECT_PENDING, '1');
              return signInWithRedirect(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
            }, true)
          }>
          Sign in with Google (redirect)
        </button>
        {usesEmulators && (
          <button type="button" disabled={busy} onClick={() => void run(() => signInWithCredential(auth, testGoogleCredential()))}>
            Sign in with a test Google account (emulator)
          </button>
        )}
        <button type="button" disabled={busy} onClick={() => void run(() => signInAnonymously(auth))}>
          Continue anonymously
        </button>
      </div>
    </section>
  );
}
