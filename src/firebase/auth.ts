/**
 * Firebase Auth for the page, on the Auth emulator when the project is a demo one. The session
 * survives reloads in IndexedDB, else localStorage, else memory (private modes without storage).
 * No popup/redirect resolver here: it loads Google's gapi script up front on mobile browsers;
 * the login screen passes it to the popup and redirect calls that need it.
 */
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { firebaseApp } from './app';
import { emulatorHosts, usesEmulators } from './config';

let auth: Promise<Auth> | undefined;

export function getDemoAuth(): Promise<Auth> {
  auth ??= (async () => {
    // Hosts first: Auth starts talking (to reload the saved user) as soon as it is created.
    const hosts = usesEmulators ? await emulatorHosts() : null;
    const instance = initializeAuth(firebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, inMemoryPersistence],
    });
    if (hosts) connectAuthEmulator(instance, `http://${hosts.auth}`, { disableWarnings: true });
    return instance;
  })();
  return auth;
}
