/** Firestore (full SDK, with live listeners) for the demo screens, on the emulator for a demo project. */
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { firebaseApp, lazyService } from './app';

export const getDemoFirestore = lazyService<Firestore>(
  'firestore',
  () => getFirestore(firebaseApp()),
  (db, host, port) => connectFirestoreEmulator(db, host, port),
);
