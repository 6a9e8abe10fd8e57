/**
 * Firestore lite (about a quarter of the full SDK): one-shot reads, writes and count queries, which
 * is all attendance and membership applications need. On the emulator for a demo project.
 */
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { firebaseApp } from './app';
import { emulatorHosts, usesEmulators } from './config';

let firestore: Promise<Firestore> | undefined;

export function siteFirestore(): Promise<Firestore> {
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
