/**
 * Anonymous sign-in for the public site's attendance: gives each browser a uid the security rules
 * can check ("only your own answer"). The session survives reloads (see auth.ts), so a reload is
 * the same visitor.
 */
import { signInAnonymously } from 'firebase/auth';
import { getFirebaseAuth } from './auth';

/** The visitor's uid, signing in anonymously the first time. */
export async function anonymousUid(): Promise<string> {
  const auth = await getFirebaseAuth();
  await auth.authStateReady();
  if (auth.currentUser) return auth.currentUser.uid;
  return (await signInAnonymously(auth)).user.uid;
}
