/**
 * Anonymous sign-in for the public site's attendance and applications: gives each browser a uid
 * the security rules can check ("only your own answer"). The session survives reloads (see
 * auth.ts), so a reload is the same visitor. Signing in happens only when the visitor acts, and
 * once per browser: tabs answering at once take turns (Web Locks), and a tab that waited takes
 * the sign-in the first one stored instead of making a second visitor.
 */
import { onAuthStateChanged, signInAnonymously, type Auth } from 'firebase/auth';
import { getFirebaseAuth } from './auth';
import { persistedUid } from './persistedUid';

const SIGN_IN_LOCK = 'firebase-anonymous-sign-in';
/** Auth reads another tab's stored sign-in at its next poll (every 0.8 s); longer means it is gone. */
const ADOPT_TIMEOUT_MS = 5000;

/** The visitor's uid, signing in anonymously the first time. */
export async function anonymousUid(): Promise<string> {
  return (await signedInUid()) ?? (await oneTabAtATime(signInOnce));
}

/** The uid of a sign-in this browser already has, or null: never signs in. */
export async function signedInUid(): Promise<string | null> {
  const auth = await getFirebaseAuth();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}

function oneTabAtATime(task: () => Promise<string>): Promise<string> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // (The DOM types nest the callback's promise; the lock resolves with its value.)
  return locks ? locks.request(SIGN_IN_LOCK, task).then((uid) => uid) : task();
}

/** Inside the lock: this tab's sign-in, the one another tab stored meanwhile, or a new one. */
async function signInOnce(): Promise<string> {
  const auth = await getFirebaseAuth();
  if (auth.currentUser) return auth.currentUser.uid;
  const stored = await persistedUid();
  if (stored && (await adopted(auth, stored))) return stored;
  return (await signInAnonymously(auth)).user.uid;
}

/** Waits until this tab's Auth has read the sign-in another tab stored; false if it never does. */
function adopted(auth: Auth, uid: string): Promise<boolean> {
  return new Promise((resolve) => {
    let stop = () => {};
    const timer = setTimeout(() => {
      stop();
      resolve(false);
    }, ADOPT_TIMEOUT_MS);
    stop = onAuthStateChanged(auth, (user) => {
      if (user?.uid !== uid) return;
      clearTimeout(timer);
      queueMicrotask(() => stop());
      resolve(true);
    });
  });
}
