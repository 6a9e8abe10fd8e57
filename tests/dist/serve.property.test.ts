/**
 * The local server (scripts/serve.mjs: superstatic as Firebase Hosting runs it, plus a thin layer)
 * against hostile requests, over raw sockets so that bytes no HTTP client would send reach it: it
 * stays up, answers a sane status and never redirects off the site. Runs after `npm run build`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NUM_RUNS = 400;
let server: ChildProcess;
let port = 0;
let base = '';

beforeAll(async () => {
  expect(existsSync('dist/index.html'), 'dist/ mangler: kjør npm run build først').toBe(true);
  const free = createServer().listen(0, '127.0.0.1');
  await new Promise((ok) => free.once('listening', ok));
  const freePort = (free.address() as AddressInfo).port;
  await new Promise((ok) => free.close(ok));
  server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(freePort)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_EMULATOR_HOSTS: JSON.stringify({ auth: '127.0.0.1:9099' }) },
  });
  port = await new Promise<number>((ok, fail) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (match) ok(Number(match[1]));
    });
    server.once('exit', (code) => fail(new Error(`serve.mjs stopped (${code})`)));
  });
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  server?.kill('SIGTERM');
});

interface RawResponse { status: number; headers: Record<string, string>; raw: string }

/** Sends `request` bytes as they are and reads the answer until the server closes. */
function send(request: Buffer): Promise<RawResponse | null> {
  return new Promise((ok, fail) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      fail(new Error(`no answer within 5 s to ${JSON.stringify(request.toString('latin1'))}`));
    }, 5000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {}); // a reset after the answer is fine; no answer is judged below
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('latin1');
      if (!raw) return ok(null);
      const [head] = raw.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
      if (!match) return fail(new Error(`not an HTTP answer: ${JSON.stringify(raw.slice(0, 200))}`));
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      ok({ status: Number(match[1]), headers, raw });
    });
    socket.write(request);
  });
}

const request = (method: string, target: string, headers: [string, string][] = []) =>
  Buffer.from(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join('')}Connection: close\r\n\r\n`, 'latin1');

function expectSane(response: RawResponse | null, request: string) {
  // Node itself may close on a request it cannot parse; everything else gets an answer.
  if (!response) return;
  const { status, headers } = response;
  const what = request.length > 300 ? `${request.slice(0, 300)}…` : request;
  expect(status < 500 || status === 505, `${what} → ${status}`).toBe(true);
  // firebase.json's headers on every answer, Node's own refusals (400, 431) included.
  expect(headers['content-security-policy'], `${what} → ${status}: headers`).toMatch(/default-src 'self'/);
  expect(headers['x-content-type-options'], `${what} → ${status}: headers`).toBe('nosniff');
  if (headers.location !== undefined) {
    expect(new URL(headers.location, base).origin, `${what} → Location ${headers.location}`).toBe(base);
  }
}

async function expectAlive() {
  expect(server.exitCode, 'the server process stopped').toBeNull();
  const check = await send(request('GET', '/'));
  expect(check?.status).toBe(200);
}

describe('the local server under hostile requests', () => {
  it('answers the known probes without leaving the site or falling over', async () => {
    const probes: [string, string, number, string?][] = [
      ['GET', '/%F0%9F%99%8F/', 404],
      ['GET', '/%2Fevil.example/', 404],
      ['GET', '/%5Cevil.example/', 404],
      ['GET', '/%09/evil.example/', 404],
      ['GET', '/\\evil.example/', 404],
      ['GET', '//evil.example/', 404],
      ['GET', '/%0d%0aSet-Cookie:%20x=1/', 404],
      ['GET', '/\u00ff\u00e6/', 400],
      ['GET', '/program/', 301, '/program'],
      ['GET', '/program/?a=1', 301, '/program?a=1'],
      ['GET', '/404', 404],
      ['GET', '/404.html', 404],
      ['GET', '/500', 404],
      ['HEAD', '/500/', 404],
      ['GET', '/%', 400],
      ['GET', '/%E0%A4%A', 400],
      ['GET', 'http://evil.example/', 400],
      ['POST', '/', 405],
      ['PUT', '/program', 405],
      ['DELETE', '/program', 405],
      ['OPTIONS', '*', 405],
      ['GET', '/vuefire/profil', 200],
      ['GET', '/program', 200],
      ['HEAD', '/program', 200],
      ['GET', '/__/emulators.json', 200],
      // Names superstatic would look up with `.html` appended, past NAME_MAX or PATH_MAX.
      ...[250, 251, 253, 255, 256].map((n): [string, string, number] => ['GET', `/${'a'.repeat(n)}`, 404]),
      ['GET', `/${'a'.repeat(251)}/`, 404],
      ['GET', `/${'%2F'.repeat(84)}`, 404],
      ['GET', `/x${'%2F'.repeat(90)}y/`, 404],
      ['GET', `/${'a/'.repeat(2045)}`, 404],
      ['GET', `/${'%C3%A6'.repeat(60)}`, 404],
    ];
    for (const [method, target, status, location] of probes) {
      const response = await send(request(method, target));
      expect(response?.status, `${method} ${target}`).toBe(status);
      expectSane(response, `${method} ${target}`);
      if (location) expect(response?.headers.location).toBe(location);
      else expect(response?.headers.location, `${method} ${target}`).toBeUndefined();
    }
    // Headers beyond Node's limit: its parser answers 431, with the site's headers.
    const huge = await send(request('GET', '/', [['X-Big', 'x'.repeat(20_000)]]));
    expect(huge?.status).toBe(431);
    expectSane(huge, 'GET / with 20 kB of headers');
    const allow = await send(request('POST', '/'));
    expect(allow?.headers.allow).toBe('GET, HEAD');
    // Control characters in the raw request line: Node refuses them itself.
    for (const control of ['\u0000', '\u0001', '\t', '\u001f', '\u007f']) expectSane(await send(request('GET', `/x${control}y/`)), `control ${JSON.stringify(control)}`);
    await expectAlive();
  });

  it('stays up, answers sanely and never redirects off the site, whatever the bytes', async () => {
    const piece = fc.constantFrom(
      '/', '//', '\\', '%2F', '%2f', '%5C', '%09', '%0A', '%0d%0a', '%00', '%F0%9F%99%8F', '%', '%E0%A4%A', '%zz', '..', '.', '%2e%2e',
      'evil.example', 'program', 'vuefire', 'kalender', '_astro', '404', '500', '404.html', '__', 'emulators.json', 'index.html', '.html',
      '?', '#', '&', '=', ';', '@', ':', ' ', '\u00ff', '\u00e6', '\u0080', '\t', '\u0000', '\r\n', '$&', '$`', '<script>', '"', "'",
      // Long names: superstatic appends `.html` to them (NAME_MAX 255, PATH_MAX 4096).
      'a'.repeat(120), 'a'.repeat(251), 'a'.repeat(255), '%2F'.repeat(42), '%2F'.repeat(84), '%C3%A6'.repeat(43), 'a/'.repeat(1023),
    );
    const target = fc.oneof(
      fc.array(piece, { minLength: 1, maxLength: 10 }).map((parts) => (parts[0].startsWith('/') ? '' : '/') + parts.join('')),
      fc.tuple(fc.array(piece, { maxLength: 5 }), fc.string({ unit: 'binary', maxLength: 30 })).map(([parts, tail]) => `/${parts.join('')}?${tail}`),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('*', 'http://evil.example/x', '//evil.example/', 'evil.example:443', '/'.repeat(300), `/${'a'.repeat(5000)}/`, `/${'a/'.repeat(2045)}`),
      fc.integer({ min: 240, max: 260 }).map((n) => `/${'a'.repeat(n)}`),
    );
    const method = fc.oneof(
      fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'CONNECT', 'PROPFIND', 'get', 'G ET'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }),
    );
    const headerName = fc.oneof(
      fc.constantFrom('Host', 'X-Forwarded-Host', 'X-Forwarded-Proto', 'Accept-Encoding', 'If-None-Match', 'If-Modified-Since', 'Range', 'User-Agent', 'Accept-Language', 'Cookie'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
    ).filter((name) => !/^(content-length|transfer-encoding|expect|connection|upgrade)$/i.test(name.trim()));
    const headerValue = fc.oneof(
      fc.constantFrom('evil.example', 'gzip, deflate, br', '*', 'bytes=0-0', 'bytes=9999999-', 'Googlebot/2.1', 'Mozilla/5.0', '"x"', 'Thu, 01 Jan 1970 00:00:00 GMT'),
      fc.string({ unit: 'binary', maxLength: 40 }),
    );
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(method, target, fc.array(fc.tuple(headerName, headerValue), { maxLength: 4 }), async (m, t, headers) => {
        const response = await send(request(m, t, headers));
        if (response) answered++;
        expectSane(response, `${JSON.stringify(m)} ${JSON.stringify(t)} ${JSON.stringify(headers)}`);
        expect(server.exitCode, 'the server process stopped').toBeNull();
      }),
      { numRuns: NUM_RUNS },
    );
    console.log(`server fuzz: numRuns=${NUM_RUNS} (${answered} answered by the server, the rest refused by Node's HTTP parser)`);
    expect(answered).toBeGreaterThan(NUM_RUNS / 4);
    await expectAlive();
  });
});
