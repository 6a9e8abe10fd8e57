/**
 * Firebase for the Studio's «Utleie» tool: its own app, Auth (e-mail and password, kept across
 * reloads) and Firestore (the full SDK: approving is a transaction). With SANITY_STUDIO_FIREBASE_*
 * set when the Studio is built, the real project; otherwise the demo project on the local emulators,
 * at firebase.json's ports or at SANITY_STUDIO_FIREBASE_EMULATORS (tests start them on free ports).
 */
import { getApp, getApps, initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { emulators } from '../../firebase.json';
import { DEMO_PROJECT_ID } from '../../model/firebase';
import { VOLUNTEER_CLAIM } from '../../model/hallHire';

const APP_NAME = 'utleie';

// Each `process.env.SANITY_STUDIO_X` is written out: the Studio build replaces each by its value.
const projectId: string = process.env.SANITY_STUDIO_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID;
const usesEmulators = projectId.startsWith('demo-');

const options: FirebaseOptions = usesEmulators
  ? { apiKey: 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, projectId }
  : {
      apiKey: process.env.SANITY_STUDIO_FIREBASE_API_KEY,
      authDomain: process.env.SANITY_STUDIO_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      projectId,
    };

type HireEmulators = { auth: string; firestore: string };

/** The emulators' host:port: firebase.json's, or those a JSON like {"auth":"127.0.0.1:9199","firestore":"127.0.0.1:8180"} names. */
export function hireEmulatorHosts(override: string | undefined): HireEmulators {
  const defaults = {
    auth: `${emulators.auth.host}:${emulators.auth.port}`,
    firestore: `${emulators.firestore.host}:${emulators.firestore.port}`,
  };
  if (!override) return defaults;
  try {
    const given = JSON.parse(override) as Partial<HireEmulators>;
    return { ...defaults, ...given };
  } catch {
    throw new Error(
      `SANITY_STUDIO_FIREBASE_EMULATORS er ikke JSON som {"auth":"127.0.0.1:9099","firestore":"127.0.0.1:8081"}: ${override}`,
    );
  }
}

let services: { auth: Auth; db: Firestore } | undefined;

/** The tool's Auth and Firestore, created on first use (a reload of the module in development reuses them). */
export function hireFirebase(): { auth: Auth; db: Firestore } {
  if (services) return services;
  const existing = getApps().find((app) => app.name === APP_NAME);
  if (existing) {
    services = { auth: getAuth(existing), db: getFirestore(existing) };
    return services;
  }
  const app = initializeApp(options, APP_NAME);
  // No popup/redirect resolver: e-mail and password need none, and it would load Google's scripts.
  const auth = initializeAuth(getApp(APP_NAME), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, inMemoryPersistence],
  });
  const db = getFirestore(app);
  if (usesEmulators) {
    const hosts = hireEmulatorHosts(process.env.SANITY_STUDIO_FIREBASE_EMULATORS);
    connectAuthEmulator(auth, `http://${hosts.auth}`, { disableWarnings: true });
    const [host, port] = hosts.firestore.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  services = { auth, db };
  return services;
}

/** Whether the signed-in user may answer requests; the token is refreshed, so a claim given since sign-in counts. */
export async function isVolunteer(user: User): Promise<boolean> {
  const { claims } = await user.getIdTokenResult(true);
  return claims[VOLUNTEER_CLAIM] === true;
}

export const signOutOfHire = () => void signOut(hireFirebase().auth);
