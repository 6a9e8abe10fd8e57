/** Realtime Database for the page, on the local RTDB stand-in for a demo project. */
import { connectDatabaseEmulator, getDatabase, type Database } from 'firebase/database';
import { firebaseApp, lazyService } from './app';

export const getDemoDatabase = lazyService<Database>(
  'database',
  () => getDatabase(firebaseApp()),
  (db, host, port) => connectDatabaseEmulator(db, host, port),
);
