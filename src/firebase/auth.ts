/**
 * Firebase Auth for the page, on the Auth emulator when the project is a demo one. The session
 * survives reloads in IndexedDB, else localStorage, else memory (private modes without storage).
 */
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { firebaseApp } from './app';
import { emulatorHosts, usesEmulators } from './config';

let auth: Promise<Auth> | undefined;

export function getDemoAuth(): Promise<Auth> {
  auth ??= (async () => {
    const instance = initializeAuth(firebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, inMemoryPersistence],
      popupRedirectResolver: browserPopupRedirectResolver,
    });
    if (usesEmulators) connectAuthEmulator(instance, `http://${(await emulatorHosts()).auth}`, { disableWarnings: true });
    return instance;
  })();
  return auth;
}
