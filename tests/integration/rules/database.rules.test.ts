/**
 * database.rules.json (the /vuefire demo's to-dos), allow and deny, through the RTDB stand-in
 * (stand-ins/firebase/database.mjs, rules by targaryen) with the real Firebase JS SDK.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, push, ref, remove, serverTimestamp, set, update, type Database } from 'firebase/database';
import { start } from '../../../stand-ins/firebase/database.mjs';

let server: { port: number; stop: () => Promise<void> };
const apps: FirebaseApp[] = [];
const clients = new Map<string, Database>();

/** One SDK client per user (null = signed out), signed in with the emulator's unsigned tokens. */
function as(uid: string | null): Database {
  const key = uid ?? '(signed out)';
  const known = clients.get(key);
  if (known) return known;
  const app = initializeApp(
    { projectId: 'demo-rtdb-rules', databaseURL: `http://127.0.0.1:${server.port}?ns=demo-rtdb-rules` },
    `rules-${key}`,
  );
  apps.push(app);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', server.port, uid ? { mockUserToken: { sub: uid, user_id: uid } } : {});
  clients.set(key, db);
  return db;
}

const rest = async (path: string) => (await fetch(`http://127.0.0.1:${server.port}/${path}.json`)).json();
const denied = (write: PromiseLike<unknown>) => expect(write).rejects.toThrow(/permission_denied/i);
/** A to-do as the Database screen adds it (nulls are simply absent in the database). */
const todo = (uid: string | null, changes: Record<string, unknown> = {}) => ({
  text: 'Fold chairs',
  finished: false,
  created: serverTimestamp(),
  updated: null,
  uid,
  updatedBy: null,
  ...changes,
});
/** A change as a to-do row sends it. */
const change = (uid: string | null, changes: Record<string, unknown>) => ({ ...changes, updated: serverTimestamp(), updatedBy: uid });

beforeAll(async () => {
  server = await start({ port: 0, rulesPath: 'database.rules.json', projectId: 'demo-rtdb-rules' });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await server.stop();
});

describe('database.rules.json: todos', () => {
  it('keeps the root closed', async () => {
    await denied(set(ref(as(null), 'elsewhere'), 1));
    await denied(set(ref(as('alice'), 'todos'), null));
    expect(await rest('elsewhere')).toBeNull();
  });

  it('lets the creator add, change and delete their to-do, and nobody else', async () => {
    const mine = push(ref(as('alice'), 'todos'));
    await expect(set(mine, todo('alice'))).resolves.toBeUndefined();
    const path = `todos/${mine.key}`;
    await expect(update(ref(as('alice'), path), change('alice', { finished: true, text: 'Fold all chairs' }))).resolves.toBeUndefined();
    await denied(update(ref(as('bob'), path), change('bob', { text: 'mine now' })));
    await denied(update(ref(as(null), path), change(null, { finished: false })));
    await denied(set(ref(as('bob'), path), todo('bob')));
    await denied(remove(ref(as('bob'), path)));
    await denied(remove(ref(as(null), path)));
    expect(await rest(path)).toMatchObject({ text: 'Fold all chairs', finished: true, uid: 'alice', updatedBy: 'alice' });
    await expect(remove(ref(as('alice'), path))).resolves.toBeUndefined();
    expect(await rest(path)).toBeNull();
  });

  it("refuses a to-do in someone else's name, and a change of owner", async () => {
    await denied(push(ref(as('bob'), 'todos'), todo('alice')));
    await denied(push(ref(as(null), 'todos'), todo('alice')));
    await denied(push(ref(as('bob'), 'todos'), todo(null)));
    const mine = push(ref(as('alice'), 'todos'));
    await set(mine, todo('alice'));
    await denied(update(ref(as('alice'), `todos/${mine.key}`), { uid: 'bob' }));
    await denied(update(ref(as('alice'), `todos/${mine.key}`), change('bob', { finished: true })));
  });

  it('keeps to-dos added signed out shared (as the original demo), but never claimable', async () => {
    const shared = push(ref(as(null), 'todos'));
    await expect(set(shared, todo(null))).resolves.toBeUndefined();
    const path = `todos/${shared.key}`;
    await expect(update(ref(as(null), path), change(null, { finished: true }))).resolves.toBeUndefined();
    await expect(update(ref(as('bob'), path), change('bob', { text: 'Fold the chairs' }))).resolves.toBeUndefined();
    await denied(update(ref(as('bob'), path), { uid: 'bob' }));
    await expect(remove(ref(as('bob'), path))).resolves.toBeUndefined();
  });

  it("holds exactly the to-do fields, with sizes and types, and the server's times", async () => {
    const add = async (data: Record<string, unknown>) => push(ref(as('alice'), 'todos'), data);
    await expect(add(todo('alice'))).resolves.toBeDefined();
    await expect(add(todo('alice', { text: 'x'.repeat(500) }))).resolves.toBeDefined();
    await denied(add(todo('alice', { text: 'x'.repeat(501) })));
    await denied(add(todo('alice', { text: 'x'.repeat(100_000) })));
    await denied(add(todo('alice', { text: '' })));
    await denied(add(todo('alice', { text: 42 })));
    await denied(add(todo('alice', { finished: 'yes' })));
    await denied(add(todo('alice', { created: 0 })));
    await denied(add(todo('alice', { updated: 0 })));
    await denied(add(todo('alice', { updatedBy: 'bob' })));
    await denied(add(todo('alice', { extra: true })));
    await denied(add({ text: 'no flags', uid: 'alice' }));
    await denied(add({ nested: { deep: 'x'.repeat(1000) }, uid: 'alice' }));
    const mine = await add(todo('alice'));
    await denied(update(mine, change('alice', { created: 0 })));
    await denied(update(mine, { updated: 1, updatedBy: 'alice' }));
    await denied(update(mine, change('alice', { text: 'x'.repeat(501) })));
    await denied(update(mine, change('alice', { extra: 'x' })));
    await denied(set(mine, { text: 'replaced', uid: 'alice' }));
  });
});
