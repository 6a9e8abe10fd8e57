/**
 * The RTDB stand-in (stand-ins/firebase/database.mjs) with the real Firebase JS SDK: the patched
 * protocol actions and that it enforces the rules it is given (database.rules.json itself is
 * tested in tests/integration/rules/database.rules.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  equalTo,
  get,
  getDatabase,
  goOffline,
  increment,
  onDisconnect,
  onValue,
  orderByChild,
  push,
  query,
  ref,
  serverTimestamp,
  set,
  update,
  type Database,
} from 'firebase/database';
import { start } from '../../../../stand-ins/firebase/database.mjs';

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

/** Rules file in a temporary folder; returns its path. */
async function rulesFile(rules: unknown): Promise<string> {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  const path = join(mkdtempSync(join(tmpdir(), 'rtdb-rules-')), 'rules.json');
  writeFileSync(path, JSON.stringify(rules));
  return path;
}

beforeAll(async () => {
  // Open to-dos, closed root: the protocol tests write free-form to-dos.
  const rulesPath = await rulesFile({
    rules: { '.read': true, '.write': false, todos: { '.indexOn': ['finished'], $todoId: { '.read': true, '.write': true } } },
  });
  server = await start({ port: 0, rulesPath, projectId: 'demo-rtdb-test' });
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

  it('enforces its rules: root not writable, todos writable', async () => {
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

describe('RTDB stand-in: server time', () => {
  it("gives a set the same time as the rules' `now`", async () => {
    const rulesPath = await rulesFile({ rules: { stamps: { $id: { '.write': true, '.validate': 'newData.val() == now' } } } });
    const timed = await start({ port: 0, rulesPath, projectId: 'demo-rtdb-now' });
    try {
      const app = initializeApp({ projectId: 'demo-rtdb-now', databaseURL: `http://127.0.0.1:${timed.port}?ns=demo-rtdb-now` }, 'now');
      apps.push(app);
      const db = getDatabase(app);
      connectDatabaseEmulator(db, '127.0.0.1', timed.port);
      for (let i = 0; i < 20; i++) {
        await set(ref(db, `stamps/s${i}`), serverTimestamp());
        await update(ref(db, 'stamps'), { [`u${i}`]: serverTimestamp() });
      }
    } finally {
      await timed.stop();
    }
  });
});

describe('RTDB stand-in: auth on the wire', () => {
  it('uses the signed-in user for rules and forgets them on sign-out', async () => {
    const rulesPath = await rulesFile({
      rules: { private: { $uid: { '.read': 'auth != null && auth.uid == $uid', '.write': 'auth != null && auth.uid == $uid' } } },
    });
    const guarded = await start({ port: 0, rulesPath, projectId: 'demo-rtdb-auth' });
    try {
      const ws = new WebSocket(`ws://127.0.0.1:${guarded.port}/.ws?v=5&ns=demo-rtdb-auth`);
      const replies = new Map<number, { s: string }>();
      // Node 22's built-in WebSocket client.
      ws.addEventListener('message', (event) => {
        const text = String(event.data);
        if (/^\d+$/.test(text)) return;
        const msg = JSON.parse(text);
        if (msg.t === 'd' && typeof msg.d?.r === 'number') replies.set(msg.d.r, msg.d.b);
      });
      await new Promise((resolve) => ws.addEventListener('open', resolve, { once: true }));
      let r = 0;
      const request = async (a: string, b: Record<string, unknown>) => {
        const id = ++r;
        ws.send(JSON.stringify({ t: 'd', d: { r: id, a, b } }));
        await expect.poll(() => replies.get(id)).toBeDefined();
        return replies.get(id)!.s;
      };
      const token = `e30.${Buffer.from(JSON.stringify({ sub: 'alice', user_id: 'alice', provider_id: 'password' })).toString('base64url')}.`;
      expect(await request('p', { p: '/private/alice', d: 1 })).toBe('permission_denied');
      expect(await request('auth', { cred: token })).toBe('ok');
      expect(await request('p', { p: '/private/alice', d: 2 })).toBe('ok');
      expect(await request('p', { p: '/private/bob', d: 2 })).toBe('permission_denied');
      expect(await request('g', { p: '/private/alice', q: {} })).toBe('ok');
      expect(await request('unauth', {})).toBe('ok');
      expect(await request('p', { p: '/private/alice', d: 3 })).toBe('permission_denied');
      expect(await request('g', { p: '/private/alice', q: {} })).toBe('permission_denied');
      ws.close();
    } finally {
      await guarded.stop();
    }
  });
});
