/**
 * Anonymous sign-in for the public site's attendance and applications: gives each browser a uid
 * the security rules can check ("only your own answer"). The session survives reloads (see
 * auth.ts), so a reload is the same visitor. Signing in happens only when the visitor acts.
 */
import { signInAnonymously } from 'firebase/auth';
import { getFirebaseAuth } from './auth';

/** The visitor's uid, signing in anonymously the first time. */
export async function anonymousUid(): Promise<string> {
  return (await signedInUid()) ?? (await signInAnonymously(await getFirebaseAuth())).user.uid;
}

/** The uid of a sign-in this browser already has, or null: never signs in. */
export async function signedInUid(): Promise<string | null> {
  const auth = await getFirebaseAuth();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}
