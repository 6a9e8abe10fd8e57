/**
 * Firebase Auth for the page (the demo and the site's anonymous attendance identity), on the Auth
 * emulator for a demo project. The session survives reloads in IndexedDB, else localStorage, else
 * memory (private modes without storage). No popup/redirect resolver here: it loads Google's gapi
 * script up front on mobile browsers; the login screen passes it to the calls that need it.
 */
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
} from 'firebase/auth';
import { firebaseApp, lazyService } from './app';

export const getFirebaseAuth = lazyService(
  'auth',
  () => initializeAuth(firebaseApp(), { persistence: [indexedDBLocalPersistence, browserLocalPersistence, inMemoryPersistence] }),
  (auth, host, port) => connectAuthEmulator(auth, `http://${host}:${port}`, { disableWarnings: true }),
);
