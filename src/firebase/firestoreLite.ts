/**
 * Firestore lite (about a quarter of the full SDK): one-shot reads, writes and count queries, which
 * is all attendance and membership applications need. On the emulator for a demo project.
 */
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { firebaseApp, lazyService } from './app';

export const siteFirestore = lazyService<Firestore>(
  'firestore',
  () => getFirestore(firebaseApp()),
  (db, host, port) => connectFirestoreEmulator(db, host, port),
);
