/**
 * Firebase Auth emulator, in-process: firebase-tools' own emulator app (pure Node, offline).
 * `firebase-tools/lib/emulator/auth/server` is an internal path, so firebase-tools is pinned exactly.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const require = createRequire(resolve(process.cwd(), 'package.json'));

/**
 * @param {{host?: string, port?: number, projectId: string}} options  port 0 → a free port
 * @returns {Promise<{port: number, stop(): Promise<void>}>}
 */
export async function start({ host = '127.0.0.1', port = 0, projectId }) {
  /** @type {(projectId: string, singleProjectMode: number) => Promise<{listen(port: number, host: string): import('node:http').Server}>} an Express app */
  let createApp;
  try {
    ({ createApp } = require('firebase-tools/lib/emulator/auth/server'));
  } catch (error) {
    throw new Error(`firebase-tools is not installed (npm install): ${/** @type {Error} */ (error).message}`);
  }
  // NO_WARNING: a single demo project; other project ids are still answered.
  const app = await createApp(projectId, 0);
  const server = app.listen(port, host);
  await new Promise((ok, fail) => {
    server.once('listening', ok);
    server.once('error', (/** @type {Error} */ error) =>
      fail(new Error(`Auth emulator could not listen on ${host}:${port}: ${error.message}`)),
    );
  });
  const actualPort = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  // Email enumeration protection, as on real projects: a wrong password is auth/invalid-credential.
  const res = await fetch(`http://${host}:${actualPort}/emulator/v1/projects/${projectId}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
  if (!res.ok) throw new Error(`Auth emulator config failed: ${res.status} ${await res.text()}`);
  return {
    port: actualPort,
    stop: () =>
      new Promise((/** @type {(value?: void) => void} */ done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
