/** Firestore for the page, on the Firestore emulator for a demo project. */
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { firebaseApp } from './app';
import { emulatorHosts, usesEmulators } from './config';

let firestore: Promise<Firestore> | undefined;

export function getDemoFirestore(): Promise<Firestore> {
  firestore ??= (async () => {
    const db = getFirestore(firebaseApp());
    if (usesEmulators) {
      const [host, port] = (await emulatorHosts()).firestore.split(':');
      connectFirestoreEmulator(db, host, Number(port));
    }
    return db;
  })();
  return firestore;
}
