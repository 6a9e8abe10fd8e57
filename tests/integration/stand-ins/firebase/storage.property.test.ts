/**
 * The Storage stand-in against generated requests: method, user, the object name built from
 * segments with dot segments and empty ones, sent in the forms the Firebase API reads (encoded
 * path segment, double-encoded, upload `?name=`, raw slashes), content type and size. Each verdict
 * must be what storage.rules gives for the name as the SDK means it (a name with an empty, `.` or
 * `..` segment is refused), and Bob's picture, which no generated request may touch, keeps its bytes.
 */
import { request } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../../../../model/firebase';
import { STORAGE_LIMITS, start } from '../../../../stand-ins/firebase/storage.mjs';

const BUCKET = `${DEMO_PROJECT_ID}.appspot.com`;
const BOB_FILE = 'demo/bob/f.png';
const BOB_BYTES = 'bob-original';

let server: { port: number; stop: () => Promise<void> };
beforeAll(async () => {
  server = await start({ port: 0, projectId: DEMO_PROJECT_ID });
});
afterAll(async () => {
  await server.stop();
});

const token = (uid: string) => `e30.${Buffer.from(JSON.stringify({ sub: uid, user_id: uid })).toString('base64url')}.`;

/** One HTTP request with the target sent exactly as given. */
function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string }>((ok, fail) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = request({ host: '127.0.0.1', port: server.port, method, path, headers: { ...headers, ...length } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => ok({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', fail);
    req.end(body);
  });
}

const objectPath = (name: string) => `/v0/b/${BUCKET}/o/${encodeURIComponent(name)}`;
const bobsBytes = async () => (await send('GET', `${objectPath(BOB_FILE)}?alt=media`, {})).text;

/** storage.rules, for the name as the SDK means it. */
function rulesAllow(operation: 'read' | 'write' | 'delete', name: string, uid: string | null, contentType: string, size: number) {
  const parts = name.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return false;
  if (parts[0] !== 'demo' || parts.length < 3) return false;
  if (operation === 'read') return true;
  if (uid !== parts[1]) return false;
  return operation === 'delete' || (size <= STORAGE_LIMITS.maxBytes && /^image\/(png|jpeg|gif|webp|avif)$/.test(contentType));
}

const step = fc.record({
  // Repeated values weigh the draw towards uploads the rules allow, so both verdicts are common.
  method: fc.constantFrom('GET', 'POST', 'POST', 'PUT', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
  user: fc.constantFrom('alice', 'alice', null),
  segments: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(['demo', 'alice', 'f.png'], ['demo', 'alice', 'f.png']) },
    fc.constantFrom(
      ['demo', 'alice', 'f.png'],
      ['demo', 'alice', '..', 'bob', 'f.png'],
      ['demo', 'bob', 'f.png'],
      ['demo', 'alice', '.', 'x.png'],
    ),
    fc.array(fc.constantFrom('demo', 'alice', 'bob', 'f.png', '.', '..', '', '%2E%2E'), { minLength: 1, maxLength: 6 }),
  ),
  form: fc.constantFrom('encoded', 'double-encoded', 'query', 'raw'),
  contentType: fc.constantFrom('image/png', 'image/png', 'image/webp', 'text/plain', 'image/svg+xml'),
  body: fc.constantFrom('alice-bytes', ''),
});

describe('Storage stand-in', () => {
  it('gives every generated request the verdict of storage.rules, and never touches another user’s file', async () => {
    const bob = await send(
      'POST',
      `/v0/b/${BUCKET}/o?name=${encodeURIComponent(BOB_FILE)}`,
      { authorization: `Firebase ${token('bob')}`, 'content-type': 'image/png' },
      BOB_BYTES,
    );
    expect(bob.status).toBe(200);
    const verdicts = { allowed: 0, denied: 0 };

    await fc.assert(
      fc.asyncProperty(step, async ({ method, user, segments, form, contentType, body }) => {
        const name = segments.join('/');
        const headers: Record<string, string> = { 'content-type': contentType };
        if (user) headers.authorization = `Firebase ${token(user)}`;
        const target =
          form === 'query'
            ? `/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`
            : form === 'raw'
              ? `/v0/b/${BUCKET}/o/${name}`
              : form === 'double-encoded'
                ? `/v0/b/${BUCKET}/o/${encodeURIComponent(encodeURIComponent(name))}`
                : objectPath(name);
        const response = await send(method, target, headers, ['POST', 'PUT', 'PATCH'].includes(method) ? body : undefined);
        const label = `${method} ${target} as ${user} (${contentType})`;

        // 501 is the emulator's answer for a route it does not implement (PATCH …/o): no crash, no effect.
        if (response.status !== 501) expect(response.status, label).toBeLessThan(500);
        if (method === 'OPTIONS') expect(response.status, label).toBe(204);
        // The name the emulator acts on: it decodes a path parameter once more after Express.
        const meant = form === 'encoded' || form === 'raw' ? decodeURIComponent(name) : name;
        const uploads = form === 'query' ? ['POST'] : form === 'raw' ? [] : ['POST', 'PUT'];
        if (response.status < 300 && method !== 'OPTIONS') {
          // A metadata change (PATCH) keeps the stored type and size: only the owner matters.
          const operation = method === 'GET' ? 'read' : method === 'DELETE' || method === 'PATCH' ? 'delete' : 'write';
          expect(rulesAllow(operation, meant, user, contentType, body.length), label).toBe(true);
        }
        // An upload the rules allow goes through; one they deny does not.
        if (uploads.includes(method)) {
          const allowed = rulesAllow('write', meant, user, contentType, body.length);
          verdicts[allowed ? 'allowed' : 'denied']++;
          expect(response.status < 300, label).toBe(allowed);
        }
        expect(await bobsBytes(), label).toBe(BOB_BYTES);
      }),
      { numRuns: 300 },
    );
    expect(verdicts.allowed).toBeGreaterThan(10);
    expect(verdicts.denied).toBeGreaterThan(10);
  });

  it('asks for the admin token on the Cloud Storage API, which bypasses the rules', async () => {
    for (const [method, path] of [
      ['DELETE', `/storage/v1/b/${BUCKET}/o/${encodeURIComponent(BOB_FILE)}`],
      ['DELETE', `/b/${BUCKET}/o/${encodeURIComponent(BOB_FILE)}`],
      ['GET', `/${BUCKET}/${BOB_FILE}`],
      ['POST', '/internal/reset'],
    ]) {
      expect((await send(method, path, { authorization: `Bearer ${token('alice')}` })).status, `${method} ${path}`).toBe(401);
    }
    expect(await bobsBytes()).toBe(BOB_BYTES);
    expect((await send('POST', '/internal/reset', { authorization: 'Bearer owner' })).status).toBe(200);
  });
});
