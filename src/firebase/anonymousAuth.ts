/**
 * Anonymous sign-in for the public site's attendance: gives each browser a uid the security rules
 * can check ("only your own answer"). No popup/redirect resolver, so the bundle stays small; the
 * session lives in IndexedDB (else localStorage) and survives reloads, so a reload is the same visitor.
 */
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, signInAnonymously, type Auth } from 'firebase/auth';
import { firebaseApp } from './app';
import { emulatorHosts, usesEmulators } from './config';

let auth: Promise<Auth> | undefined;

function siteAuth(): Promise<Auth> {
  auth ??= (async () => {
    const instance = initializeAuth(firebaseApp(), { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    if (usesEmulators) connectAuthEmulator(instance, `http://${(await emulatorHosts()).auth}`, { disableWarnings: true });
    await instance.authStateReady();
    return instance;
  })();
  return auth;
}

/** The visitor's uid, signing in anonymously the first time. */
export async function anonymousUid(): Promise<string> {
  const instance = await siteAuth();
  if (instance.currentUser) return instance.currentUser.uid;
  return (await signInAnonymously(instance)).user.uid;
}
