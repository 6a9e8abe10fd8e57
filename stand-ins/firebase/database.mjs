/**
 * Realtime Database stand-in: firebase-tools' RTDB emulator is a downloaded JAR (unavailable
 * offline), so this serves the RTDB wire protocol with the npm package `firebase-server`.
 * It lacks a few protocol actions the modern SDK uses; each connection's message handler is
 * wrapped to add them:
 *   - `g` (get()): answered from the server's data, after a read-rule check;
 *   - `o` / `om` / `oc` (onDisconnect set / update / cancel): queued and applied when the socket closes;
 *   - `{".sv": {"increment": n}}` in set/update: replaced by current value + n;
 *   - `unauth` (sign-out): forgets the connection's token (firebase-server kept the old user).
 * Also: a set's server timestamps and the rules' `now` are the same instant (see withServerTime).
 * Rules: database.rules.json through targaryen (firebase-server's rules engine), for the WebSocket
 * protocol and the REST surface (databaseRest.mjs). See README.
 *
 * start({ host, port, projectId, rulesPath }) -> { port, stop() }
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEMO_PROJECT_ID } from '../../model/firebase.ts';
import { restHandler } from './databaseRest.mjs';

const require = createRequire(import.meta.url);

/**
 * The RTDB wire protocol as handled here (firebase-server and its `ws` sockets ship without types).
 * @typedef {{t: string, d?: {r: number, a: string, b?: {p?: string, d?: unknown, cred?: string}}}} ClientMessage  r: request number, a: action, p: path
 * @typedef {{t: 'd', d: {r: number, b: {s: string, d: unknown}}}} Reply  s: status
 * @typedef {{_socket: unknown, send(data: string): void, on(event: string, listener: (data: Buffer) => void): void}} Socket
 * @typedef {{action: 'p' | 'm', path: string, data: unknown}} DisconnectWrite  an onDisconnect set ('p') or update ('m')
 */

/**
 * firebase-server does `require('firebase')`, which in firebase 8 loads every product; its auth
 * package is not installed beside it (npm hoists a newer one). It only needs app + database.
 */
function loadFirebaseServer() {
  /** @type {{_load(request: string, parent: {filename?: string} | undefined, isMain: boolean): unknown}} Node's internal loader */
  const Module = require('node:module');
  const serverRequire = createRequire(require.resolve('firebase-server'));
  const firebase8 = serverRequire('firebase/app');
  serverRequire('firebase/database');
  const originalLoad = Module._load;
  /** @type {typeof Module._load} */
  Module._load = function load(request, parent, isMain) {
    if (request === 'firebase' && parent?.filename?.includes('firebase-server')) return firebase8.default ?? firebase8;
    return originalLoad.call(this, request, parent, isMain);
  };
  try {
    return require('firebase-server');
  } finally {
    Module._load = originalLoad;
  }
}

/**
 * The rules file without comments (database.rules.json may carry // comments like Firebase allows).
 * @param {string} rulesPath
 */
function readRules(rulesPath) {
  const text = readFileSync(rulesPath, 'utf8').replace(/^\s*\/\/.*$/gm, '');
  return JSON.parse(text);
}

/**
 * Splits a path like "/todos/abc" into segments.
 * @param {string | undefined} path
 */
const segments = (path) =>
  String(path ?? '')
    .split('/')
    .filter(Boolean);

/**
 * @param {unknown} root  the whole database
 * @param {string} path
 * @returns {unknown}
 */
function valueAt(root, path) {
  let node = root;
  for (const key of segments(path)) {
    if (node === null || typeof node !== 'object') return null;
    node = /** @type {Record<string, unknown>} */ (node)[key] ?? null;
  }
  return node;
}

/**
 * Replaces every increment server value inside `data` (written at `path`) with current + delta.
 * @param {unknown} data
 * @param {string} path
 * @param {unknown} root  the whole database before the write
 * @returns {unknown}
 */
function resolveIncrements(data, path, root) {
  if (data === null || typeof data !== 'object') return data;
  const sv = /** @type {{'.sv'?: unknown}} */ (data)['.sv'];
  if (sv && typeof sv === 'object' && 'increment' in sv) {
    const current = valueAt(root, path);
    return (typeof current === 'number' ? current : 0) + Number(sv.increment);
  }
  const out = /** @type {Record<string, unknown>} */ (Array.isArray(data) ? [] : {});
  for (const [key, child] of Object.entries(data)) out[key] = resolveIncrements(child, `${path}/${key}`, root);
  return out;
}

let connectionCount = 0;

/**
 * @param {{ host?: string, port?: number, projectId?: string, rulesPath?: string }} [options]
 * @returns {Promise<{ port: number, stop: () => Promise<void> }>}
 */
export async function start({ host = '127.0.0.1', port = 0, projectId = DEMO_PROJECT_ID, rulesPath } = {}) {
  const FirebaseServer = loadFirebaseServer();
  const { createServer } = await import('node:http');

  // An HTTP server of our own so that port 0 works (firebase-server wants a number up front).
  // Its REST surface applies the rules (databaseRest.mjs); `server` is assigned before any request.
  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} */
  let rest = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const http = createServer((req, res) => rest(req, res));
  await new Promise((/** @type {(value?: void) => void} */ resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, resolve);
  });
  const boundPort = /** @type {import('node:net').AddressInfo} */ (http.address()).port;

  const server = new FirebaseServer({ server: http }, projectId, null);
  if (rulesPath) server.setRules(readRules(rulesPath));

  // targaryen's `as(null)` keeps the previous user (`with` treats null as "unchanged"), and
  // firebase-server stores the database returned by each write, user included: without this, a
  // signed-out or anonymous client would act as whoever wrote last. Null auth starts from a
  // database that never had a user.
  //
  // firebase-server calls write(path, value, now), but targaryen reads a third argument as the
  // priority and takes its own Date.now(): server timestamps then differ from `now` in the rules
  // ("created == now" fails at random). The wrapper passes the time as targaryen's option.
  /** @param {any} db targaryen's database */
  const withServerTime = (db) =>
    Object.create(db, {
      write: {
        value: (/** @type {string} */ path, /** @type {unknown} */ value, /** @type {unknown} */ now) =>
          db.write(path, value, typeof now === 'number' ? { now } : now),
      },
    });
  const anonymous = server.targaryen;
  let rulesDb = server.targaryen;
  Object.defineProperty(server, 'targaryen', {
    get: () =>
      Object.create(rulesDb, {
        as: {
          value: (/** @type {object | null} */ auth) =>
            withServerTime(auth ? rulesDb.as(auth) : anonymous.with({ rules: rulesDb.rules, data: rulesDb.root })),
        },
      }),
    set: (value) => {
      rulesDb = value;
    },
  });

  /** targaryen keeps its own copy of the data; after writes that bypass it (REST, onDisconnect), refresh it. */
  function syncRulesData() {
    server.baseRef.once('value', (/** @type {{exportVal(): unknown}} */ snap) => {
      server.targaryen = server.targaryen.with({ data: snap.exportVal() });
    });
  }

  // Per-connection token aliases: the wrapped validator refuses an alias once its connection signed out,
  // which makes firebase-server's own handler drop the token (its authData() resets on a decode error).
  /** @type {Set<string>} */
  const signedOut = new Set();
  /** @type {{decode(token: string, noVerify?: boolean): {provider_id?: string, user_id?: string, sub?: string}}} */
  const validator = server.tokenValidator;
  server.tokenValidator = {
    ...validator,
    /** @param {string} token @param {boolean} [noVerify] */
    decode(token, noVerify) {
      const match = /^conn(\d+):(.*)$/s.exec(String(token));
      if (!match) return validator.decode(token, noVerify);
      if (signedOut.has(match[1])) throw new Error('signed out');
      return validator.decode(match[2], noVerify);
    },
  };

  rest = restHandler({ server, decode: (token) => validator.decode(token, true), afterAdminWrite: () => syncRulesData() });

  const originalHandler = server.handleConnection.bind(server);
  server.wss.removeAllListeners('connection');
  server.wss.on('connection', (/** @type {Socket} */ ws) => {
    const id = String(++connectionCount);
    /** @type {(data: Buffer) => void} */
    let forward = () => {};
    // The socket as firebase-server sees it: its message listener is captured, not attached.
    /** @type {Socket} */
    const facade = {
      _socket: ws._socket,
      send: (data) => ws.send(data),
      on: (event, listener) => (event === 'message' ? (forward = listener) : ws.on(event, listener)),
    };
    originalHandler(facade);

    /** @param {Reply} message */
    const send = (message) => {
      try {
        const payload = JSON.stringify(message);
        ws.send('1');
        ws.send(payload);
      } catch {
        /* socket gone */
      }
    };
    /** @param {number} r  the request's number @param {unknown} [d] */
    const ok = (r, d = {}) => send({ t: 'd', d: { r, b: { s: 'ok', d } } });
    /** @param {number} r */
    const deny = (r) => send({ t: 'd', d: { r, b: { s: 'permission_denied', d: 'Permission denied' } } });
    /** @param {ClientMessage} msg  handed on to firebase-server */
    const pass = (msg) => forward(Buffer.from(JSON.stringify(msg)));
    /** @returns {Promise<unknown>} the whole database */
    const snapshot = () =>
      new Promise((resolve) => server.baseRef.once('value', (/** @type {{exportVal(): unknown}} */ snap) => resolve(snap.exportVal())));

    /** @type {string | null} */
    let cred = null;
    const authData = () => {
      if (!cred) return null;
      try {
        const decoded = validator.decode(cred);
        return { provider: decoded.provider_id, token: decoded, uid: decoded.user_id || decoded.sub };
      } catch {
        return null;
      }
    };

    /** @type {DisconnectWrite[]} */
    const onDisconnect = [];
    let buffer = '';
    let queue = Promise.resolve();

    /** @param {ClientMessage} msg */
    async function handle(msg) {
      if (!msg || msg.t !== 'd' || !msg.d) return pass(msg);
      const { r, a, b = {} } = msg.d;
      const path = segments(b.p).join('/');
      switch (a) {
        case 'g': {
          const result = server.targaryen.as(authData()).read(path);
          if (!result.allowed) return deny(r);
          return ok(r, valueAt(await snapshot(), path));
        }
        case 'o':
        case 'om':
          onDisconnect.push({ action: a === 'o' ? 'p' : 'm', path, data: b.d });
          return ok(r);
        case 'oc':
          for (let i = onDisconnect.length - 1; i >= 0; i--) {
            if (onDisconnect[i].path === path || onDisconnect[i].path.startsWith(`${path}/`) || path === '') onDisconnect.splice(i, 1);
          }
          return ok(r);
        case 'unauth':
          cred = null;
          signedOut.add(id);
          return ok(r);
        case 'auth':
        case 'gauth':
          cred = b.cred ?? null;
          signedOut.delete(id);
          return pass({ ...msg, d: { ...msg.d, b: { ...b, cred: `conn${id}:${b.cred}` } } });
        case 'p':
        case 'm': {
          const root = await snapshot();
          return pass({ ...msg, d: { ...msg.d, b: { ...b, d: resolveIncrements(b.d, path, root) } } });
        }
        default:
          return pass(msg);
      }
    }

    ws.on('message', (data) => {
      const text = data.toString();
      let parsed;
      try {
        parsed = JSON.parse(buffer + text);
        buffer = '';
      } catch {
        buffer += text;
        return;
      }
      if (typeof parsed === 'number') return; // frame count of a fragmented message
      queue = queue.then(() => handle(parsed)).catch((error) => console.error('[database]', error));
    });

    ws.on('close', () => {
      queue = queue.then(async () => {
        for (const op of onDisconnect.splice(0)) {
          const root = await snapshot();
          await handle({ t: 'd', d: { r: 0, a: op.action, b: { p: `/${op.path}`, d: resolveIncrements(op.data, op.path, root) } } });
        }
        signedOut.delete(id);
      });
    });
  });

  return {
    port: boundPort,
    async stop() {
      await server.close();
      await new Promise((/** @type {(value?: void) => void} */ resolve) => http.close(() => resolve()));
    },
  };
}
