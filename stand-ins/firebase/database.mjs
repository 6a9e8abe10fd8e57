/**
 * Realtime Database stand-in: firebase-tools' RTDB emulator is a downloaded JAR (unavailable
 * offline), so this serves the RTDB wire protocol with the npm package `firebase-server`.
 * It lacks a few protocol actions the modern SDK uses; each connection's message handler is
 * wrapped to add them:
 *   - `g` (get()): answered from the server's data, after a read-rule check;
 *   - `o` / `om` / `oc` (onDisconnect set / update / cancel): queued and applied when the socket closes;
 *   - `{".sv": {"increment": n}}` in set/update: replaced by current value + n;
 *   - `unauth` (sign-out): forgets the connection's token (firebase-server kept the old user).
 * Also: a set's server timestamps and the rules' `now` are the same instant (databaseAuth.mjs).
 * Rules: database.rules.json through targaryen (firebase-server's rules engine), for the WebSocket
 * protocol and the REST surface (databaseRest.mjs). See README.
 *
 * start({ host, port, projectId, rulesPath }) -> { port, stop() }
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEMO_PROJECT_ID } from '../../model/firebase.ts';
import { actAsEachRequestsUser, refuseTokensAfterSignOut, syncRulesData } from './databaseAuth.mjs';
import { wrapConnections } from './databaseConnection.mjs';
import { restHandler } from './databaseRest.mjs';

const require = createRequire(import.meta.url);

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
  actAsEachRequestsUser(server);
  const auth = refuseTokensAfterSignOut(server);
  rest = restHandler({ server, decode: (token) => auth.validator.decode(token, true), afterAdminWrite: () => syncRulesData(server) });
  wrapConnections(server, auth);

  return {
    port: boundPort,
    async stop() {
      await server.close();
      await new Promise((/** @type {(value?: void) => void} */ resolve) => http.close(() => resolve()));
    },
  };
}
