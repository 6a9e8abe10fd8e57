/**
 * Which Firebase project the browser talks to. With PUBLIC_FIREBASE_* set at build time, a real
 * project; otherwise the demo project on the local emulators (a `demo-` id keeps every SDK call
 * local). Only islands and demo screens that use Firebase import this module.
 */
import type { FirebaseOptions } from 'firebase/app';
import { emulators } from '../../firebase.json';
import { DEMO_PROJECT_ID, type EmulatorName } from '../../model/firebase';

/** host:port of each emulator. */
export type EmulatorHosts = Record<EmulatorName, string>;

/** The ports firebase.json gives the emulators; `npm start` uses them. */
const DEFAULT_EMULATOR_HOSTS: EmulatorHosts = {
  auth: `${emulators.auth.host}:${emulators.auth.port}`,
  firestore: `${emulators.firestore.host}:${emulators.firestore.port}`,
  database: `${emulators.database.host}:${emulators.database.port}`,
  storage: `${emulators.storage.host}:${emulators.storage.port}`,
};

// `import.meta.env.X` is written out at each use (not via a local `env`): the build replaces each by its
// value, so a demo build folds the real project's branch away.
const projectId: string = import.meta.env.PUBLIC_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID;

export const firebaseOptions: FirebaseOptions = import.meta.env.PUBLIC_FIREBASE_PROJECT_ID
  ? {
      apiKey: import.meta.env.PUBLIC_FIREBASE_API_KEY,
      authDomain: import.meta.env.PUBLIC_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket: import.meta.env.PUBLIC_FIREBASE_STORAGE_BUCKET || `${projectId}.firebasestorage.app`,
      databaseURL: import.meta.env.PUBLIC_FIREBASE_DATABASE_URL || `https://${projectId}-default-rtdb.europe-west1.firebasedatabase.app`,
      appId: import.meta.env.PUBLIC_FIREBASE_APP_ID,
      measurementId: import.meta.env.PUBLIC_FIREBASE_MEASUREMENT_ID,
      messagingSenderId: import.meta.env.PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
    }
  : {
      apiKey: 'demo-api-key',
      authDomain: `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket: `${projectId}.appspot.com`,
      databaseURL: `http://${DEFAULT_EMULATOR_HOSTS.database}?ns=${projectId}`,
      appId: '1:000000000000:web:0000000000000000000000',
    };

export const usesEmulators = projectId.startsWith('demo-');

/** Where the local server publishes the ports of the emulators it was started with (tests use free ports). */
const EMULATOR_HOSTS_PATH = '/__/emulators.json';

let hosts: Promise<EmulatorHosts> | undefined;

/** The running emulators' hosts, read once per page from the local server; defaults when it has none. */
export function emulatorHosts(): Promise<EmulatorHosts> {
  hosts ??= fetch(EMULATOR_HOSTS_PATH, { cache: 'no-store' })
    .then((res) => (res.ok ? (res.json() as Promise<Partial<EmulatorHosts>>) : {}))
    .catch(() => ({}))
    .then((found) => ({ ...DEFAULT_EMULATOR_HOSTS, ...found }));
  return hosts;
}
