/**
 * The RTDB stand-in's REST surface against generated requests (method, user, raw path with dot
 * segments and encodings, body): every verdict and the data afterwards must be what
 * database.rules.json gives, evaluated by targaryen (the stand-in's rules engine) on the path as
 * RTDB reads it. A path segment that is not a valid key is refused (400) and changes nothing;
 * OPTIONS is a preflight and changes nothing.
 */
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start } from '../../../../stand-ins/firebase/database.mjs';

// The stand-in's own rules engine, from where firebase-server finds it.
const require = createRequire(import.meta.url);
const targaryen = createRequire(require.resolve('firebase-server'))('targaryen') as {
  database(rules: object, data: unknown, now?: number): Oracle;
};
interface Result {
  allowed: boolean;
  newDatabase: Oracle;
}
interface Oracle {
  as(auth: object | null): {
    read(path: string): { allowed: boolean };
    write(path: string, value: unknown, options: { now: number }): Result;
    update(path: string, patch: object, now: number): Result;
  };
  snapshot(path: string): { val(): unknown };
}

const RULES = JSON.parse(readFileSync('database.rules.json', 'utf8').replace(/^\s*\/\/.*$/gm, ''));
const SEED = {
  todos: {
    t1: { text: 'Alice sin', finished: false, created: 1, uid: 'alice' },
    t2: { text: 'Felles', finished: true, created: 1 },
  },
};

let server: { port: number; stop: () => Promise<void> };
beforeAll(async () => {
  server = await start({ port: 0, rulesPath: 'database.rules.json', projectId: 'demo-rtdb-rest' });
});
afterAll(async () => {
  await server.stop();
});

const token = (uid: string) => `e30.${Buffer.from(JSON.stringify({ sub: uid, user_id: uid })).toString('base64url')}.`;

/** One HTTP request with the path sent exactly as given (fetch would resolve `..`). */
function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; json: unknown }>((ok, fail) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = request({ host: '127.0.0.1', port: server.port, method, path, headers: { ...headers, ...length } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => ok({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

const state = async () => (await send('GET', '/.json', { authorization: 'Bearer owner' })).json;
/** Server times differ between the oracle and the server; push ids too. */
function masked(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  let pushes = 0;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => {
        const child = (value as Record<string, unknown>)[key];
        return [key.startsWith('-') ? `push-${pushes++}` : key, key === 'created' || key === 'updated' ? typeof child : masked(child)];
      }),
  );
}

const SEGMENTS = ['todos', 'todos', 't1', 't2', 'new', '.', '..', '%2E%2E', '%2F', 'a%2Fb', '', 'x.y', '%24x', '%00', 'elsewhere', 'text'];
const isKey = (raw: string) => {
  const key = decodeURIComponent(raw);
  return !/[.#$[\]/\u0000-\u001f\u007f]/u.test(key); // eslint-disable-line no-control-regex
};

const serverTime = { '.sv': 'timestamp' };
const todoBody = fc.record(
  {
    text: fc.constantFrom('Stoler', '', 'x'.repeat(501), 7),
    finished: fc.constantFrom(false, true, 'ja'),
    created: fc.constantFrom<unknown>(serverTime, 1),
    uid: fc.constantFrom('alice', 'bob'),
    updated: fc.constant(serverTime),
    updatedBy: fc.constantFrom('alice', 'bob'),
    extra: fc.constant('x'),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  // What the demo's screen sends: a new to-do, a change
  fc.constantFrom('alice', 'bob').map((uid) => JSON.stringify({ text: 'Stoler', finished: false, created: serverTime, uid })),
  fc.constant(JSON.stringify({ text: 'Stoler', finished: false, created: serverTime })),
  fc.constantFrom('alice', 'bob').map((uid) => JSON.stringify({ finished: true, updated: serverTime, updatedBy: uid })),
  todoBody.map((value) => JSON.stringify(value)),
  fc.constantFrom('null', '1', '"tekst"', '[1,2]', 'not json', '{"a":', ''),
);

const step = fc.record({
  method: fc.constantFrom('GET', 'PUT', 'PATCH', 'POST', 'DELETE', 'OPTIONS'),
  user: fc.constantFrom('alice', 'bob', null),
  viaQuery: fc.boolean(),
  segments: fc.oneof(
    {
      weight: 2,
      arbitrary: fc.constantFrom<string[]>(['todos'], ['todos', 't1'], ['todos', 't2'], ['todos', 'new'], ['todos', 't1', 'text']),
    },
    fc.array(fc.constantFrom(...SEGMENTS), { minLength: 0, maxLength: 4 }),
  ),
  body,
});

describe('RTDB stand-in REST surface', () => {
  it('gives every generated request the verdict of database.rules.json, and changes nothing else', async () => {
    const verdicts = { allowed: 0, denied: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        await send('PUT', '/.json', { authorization: 'Bearer owner' }, JSON.stringify(SEED));
        // The data as the rules say it must be (a fresh engine per step: targaryen's `with` reads null as "unchanged").
        let data: unknown = SEED;
        let now = 1000;
        for (const { method, user, viaQuery, segments, body } of steps) {
          const before = await state();
          const query = user && viaQuery ? `?auth=${token(user)}` : '';
          const headers: Record<string, string> = { 'content-type': 'text/plain' };
          if (user && !viaQuery) headers.authorization = `Bearer ${token(user)}`;
          const response = await send(method, `/${segments.join('/')}.json${query}`, headers, method === 'GET' ? undefined : body);
          const label = `${method} /${segments.join('/')}.json as ${user} with ${body}`;

          if (method === 'OPTIONS') {
            expect(response.status, label).toBe(204);
            expect(await state(), label).toEqual(before);
            continue;
          }
          if (!segments.every(isKey)) {
            expect(response.status, label).toBe(400);
            expect(await state(), label).toEqual(before);
            verdicts.refused++;
            continue;
          }
          const path = segments.filter(Boolean).join('/');
          const oracle = targaryen.database(RULES, data);
          const rules = user ? oracle.as({ uid: user, provider: 'anonymous' }) : oracle.as(null);
          if (method === 'GET') {
            expect(response.status, label).toBe(rules.read(path).allowed ? 200 : 401);
            continue;
          }
          let value: unknown = null;
          if (method !== 'DELETE') {
            try {
              value = JSON.parse(body);
            } catch {
              expect(response.status, label).toBe(400);
              expect(await state(), label).toEqual(before);
              continue;
            }
          }
          now += 1000;
          const resolved = JSON.parse(JSON.stringify(value), (_key, child) => (child?.['.sv'] === 'timestamp' ? now : child));
          let result: Result;
          if (method === 'PATCH') {
            if (resolved === null || typeof resolved !== 'object' || Array.isArray(resolved)) {
              expect(response.status, label).toBe(400);
              continue;
            }
            result = rules.update(path, resolved, now);
          } else if (method === 'POST') {
            const key = `-${String(now).padStart(12, '0')}`; // push ids sort by time
            result = rules.write(path ? `${path}/${key}` : key, resolved, { now });
          } else {
            result = rules.write(path, resolved, { now });
          }
          expect(response.status, label).toBe(result.allowed ? 200 : 401);
          verdicts[result.allowed ? 'allowed' : 'denied']++;
          if (result.allowed) data = result.newDatabase.snapshot('').val();
          expect(masked(await state()), label).toEqual(masked(data));
        }
      }),
      { numRuns: 100 },
    );
    // The generators must reach all three verdicts, or the property proves little.
    expect(verdicts.allowed).toBeGreaterThan(5);
    expect(verdicts.denied).toBeGreaterThan(20);
    expect(verdicts.refused).toBeGreaterThan(20);
  });
});
