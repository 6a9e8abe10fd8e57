/**
 * The RTDB stand-in (scripts/emulators/database.mjs) with the real Firebase JS SDK: the patched
 * protocol actions and what it enforces of database.rules.json.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectDatabaseEmulator, equalTo, get, getDatabase, goOffline, increment, onDisconnect, onValue, orderByChild, push, query, ref, set, update, type Database,
} from 'firebase/database';
import { start } from '../../../../scripts/emulators/database.mjs';

let server: { port: number; stop: () => Promise<void> };
const apps: FirebaseApp[] = [];

function client(name: string): Database {
  const app = initializeApp({ projectId: 'demo-rtdb-test', databaseURL: `http://127.0.0.1:${server.port}?ns=demo-rtdb-test` }, name);
  apps.push(app);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', server.port);
  return db;
}

const rest = async (path: string) => (await fetch(`http://127.0.0.1:${server.port}/${path}.json`)).json();

beforeAll(async () => {
  server = await start({ port: 0, rulesPath: 'database.rules.json', projectId: 'demo-rtdb-test' });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await server.stop();
});

describe('RTDB stand-in', () => {
  it('answers get() and applies increment()', async () => {
    const db = client('a');
    await set(ref(db, 'todos/t1'), { text: 'chairs', finished: false, n: 1 });
    await update(ref(db, 'todos/t1'), { n: increment(2) });
    expect((await get(ref(db, 'todos/t1'))).val()).toEqual({ text: 'chairs', finished: false, n: 3 });
  });

  it('filters with orderByChild + equalTo and pushes live changes to another client', async () => {
    const writer = client('b');
    const reader = client('c');
    const seen: string[][] = [];
    const unsubscribe = onValue(query(ref(reader, 'todos'), orderByChild('finished'), equalTo(true)), (snap) => {
      const texts: string[] = [];
      snap.forEach((child) => {
        texts.push(child.val().text);
      });
      seen.push(texts);
    });
    await push(ref(writer, 'todos'), { text: 'done thing', finished: true });
    await push(ref(writer, 'todos'), { text: 'open thing', finished: false });
    await expect.poll(() => seen.at(-1)).toEqual(['done thing']);
    unsubscribe();
  });

  it('enforces database.rules.json: root not writable, todos writable', async () => {
    const db = client('d');
    await expect(set(ref(db, 'elsewhere'), 1)).rejects.toThrow(/permission_denied/i);
    await expect(set(ref(db, 'todos/t2'), { text: 'ok' })).resolves.toBeUndefined();
    expect(await rest('elsewhere')).toBeNull();
  });

  it('applies onDisconnect writes when the client goes away', async () => {
    const db = client('e');
    await onDisconnect(ref(db, 'todos/bye')).set({ text: 'left' });
    await onDisconnect(ref(db, 'todos/cancelled')).set({ text: 'never' });
    await onDisconnect(ref(db, 'todos/cancelled')).cancel();
    goOffline(db);
    await expect.poll(() => rest('todos/bye')).toEqual({ text: 'left' });
    expect(await rest('todos/cancelled')).toBeNull();
  });
});
