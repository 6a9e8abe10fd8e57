/** Realtime Database for the page, on the local RTDB stand-in for a demo project. */
import { connectDatabaseEmulator, getDatabase, type Database } from 'firebase/database';
import { firebaseApp } from './app';
import { emulatorHosts, usesEmulators } from './config';

let database: Promise<Database> | undefined;

export function getDemoDatabase(): Promise<Database> {
  database ??= (async () => {
    const db = getDatabase(firebaseApp());
    if (usesEmulators) {
      const [host, port] = (await emulatorHosts()).database.split(':');
      connectDatabaseEmulator(db, host, Number(port));
    }
    return db;
  })();
  return database;
}
