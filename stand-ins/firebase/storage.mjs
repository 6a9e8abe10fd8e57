/**
 * Cloud Storage emulator: firebase-tools' own Storage emulator (pure Node), run in-process.
 * Its rules engine is a Java JAR downloaded on first use, which is impossible offline, so the
 * rules runtime and rules manager are replaced by `storageRules` below: the logic of storage.rules
 * written in JavaScript. Uploads, resumable sessions, metadata, download URLs and deletes are the
 * real emulator's. storage.rules itself is not parsed here: keep the two in step (see README).
 *
 * start({ host, port, projectId, rulesPath }) -> { port, stop() }
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { objectNameProblem, storageRequestProblem } from './storageGuard.mjs';

const require = createRequire(import.meta.url);
/** A module of firebase-tools' emulators by its internal path (typed at the call, see below). */
const requireInternal = (/** @type {string} */ path) => require(`firebase-tools/lib/emulator/${path}`);

/** Claims of a Firebase ID token (the Auth emulator's are unsigned; production never reaches this code). */
/** @param {string | undefined} token */
function tokenClaims(token) {
  if (!token || token === 'owner') return null;
  try {
    const payload = token.split('.')[1];
    return JSON.parse(Buffer.from(payload.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

/** The limits storage.rules sets on uploads (tests/integration/stand-ins/firebase/storage.test.ts checks they agree). */
export const STORAGE_LIMITS = { maxBytes: 5 * 1024 * 1024, contentType: 'image/(png|jpeg|gif|webp|avif)' };

const IMAGE = new RegExp(`^(?:${STORAGE_LIMITS.contentType})$`);

/**
 * storage.rules, in JavaScript:
 *   match /demo/{userId}/{allPaths=**} {
 *     allow read;
 *     allow create, update: if request.auth.uid == userId && size <= 5 MB && contentType is an image;
 *     allow delete: if request.auth.uid == userId;
 *   }
 *   everything else denied.
 * `method` is one of get, list, create, update, delete; `path` is "b/{bucket}/o/{object path}";
 * `file.after` is the object as it would be after a create or update (request.resource).
 */
/** @param {{ method: string, path: string, token?: string, file?: { after?: { size?: number | string, contentType?: string } } }} request */
export function storageRules({ method, path, token, file }) {
  const match = /^b\/[^/]+\/o\/(.*)$/s.exec(path);
  const object = match ? match[1] : '';
  if (objectNameProblem(object)) return false;
  const parts = object.split('/');
  if (parts[0] !== 'demo' || parts.length < 3) return false;
  const userId = parts[1];
  if (method === 'get' || method === 'list' || method === 'read') return true;
  const uid = tokenClaims(token)?.user_id ?? tokenClaims(token)?.sub;
  if (typeof uid !== 'string' || uid !== userId) return false;
  if (method === 'delete') return true;
  const after = file?.after;
  const size = Number(after?.size);
  return (
    Number.isFinite(size) && size <= STORAGE_LIMITS.maxBytes && typeof after?.contentType === 'string' && IMAGE.test(after.contentType)
  );
}

const noIssues = { exist: () => false, all: [] };

/** A ruleset as the emulator's rules validator expects it. */
const ruleset = {
  /** @param {{ method: string, path: string, token?: string }} opts */
  async verify(opts) {
    return { permitted: storageRules(opts), issues: noIssues };
  },
};

/**
 * The parts of firebase-tools' internal emulator classes used here (they ship without types).
 * @typedef {{getName(): string, getPersistenceTmpDir(): string, _rulesRuntime: object, _rulesManager: object, replaceRules(): Promise<object>, destroyServer?: () => Promise<void>}} StorageEmulator
 * @typedef {new (args: {projectId: string, host: string, port: number, rules: {name: string, content: string}, auto_download: boolean}) => StorageEmulator} StorageEmulatorClass
 * @typedef {{start(emulator: StorageEmulator): Promise<void>, stop(name: string): Promise<void>}} EmulatorRegistry
 */

/**
 * @param {{ host?: string, port?: number, projectId: string, rulesPath?: string }} options
 * @returns {Promise<{ port: number, stop: () => Promise<void> }>}
 */
export async function start({ host = '127.0.0.1', port = 0, projectId, rulesPath = 'storage.rules' }) {
  /** @type {{EmulatorRegistry: EmulatorRegistry}} */
  const { EmulatorRegistry } = requireInternal('registry.js');
  const blobs = mkdtempSync(join(tmpdir(), 'storage-emulator-'));
  // The server listens before the emulator is made, so port 0 gets a free port from the OS.
  const guarded = await listenGuarded(host, port);
  const emulator = localEmulator({ projectId, host, rulesPath, blobs, guarded });
  // Through the registry: the emulator looks itself up there to build URLs (plain start() answers 500).
  await EmulatorRegistry.start(emulator);

  return {
    port: guarded.port,
    async stop() {
      await EmulatorRegistry.stop(emulator.getName());
      rmSync(blobs, { recursive: true, force: true });
    },
  };
}

/**
 * @typedef {{server: import('node:http').Server, port: number, serve(app: import('node:http').RequestListener): void}} GuardedServer
 */

/**
 * An HTTP server that answers 503 until `serve(app)`, then hands `app` only the requests storageGuard.mjs lets through.
 * @param {string} host
 * @param {number} port
 * @returns {Promise<GuardedServer>}
 */
async function listenGuarded(host, port) {
  /** @type {import('node:http').RequestListener | undefined} */
  let app;
  const starting = { status: 503, message: 'the emulator is starting' };
  const server = createServer((req, res) => {
    const problem = app ? storageRequestProblem(req.method ?? '', req.url ?? '', req.headers.authorization) : starting;
    if (app && !problem) return app(req, res);
    const { status, message } = problem ?? starting;
    res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end(JSON.stringify({ error: { code: status, message } }));
  });
  await new Promise((/** @type {(value?: void) => void} */ resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const boundPort = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  return {
    server,
    port: boundPort,
    serve: (listener) => {
      app = listener;
    },
  };
}

/**
 * firebase-tools' Storage emulator with its own blob directory, served by `guarded` and judged by the JS rules.
 * @param {{projectId: string, host: string, rulesPath: string, blobs: string, guarded: GuardedServer}} options
 * @returns {StorageEmulator}
 */
function localEmulator({ projectId, host, rulesPath, blobs, guarded }) {
  /** @type {{StorageEmulator: StorageEmulatorClass}} */
  const { StorageEmulator } = requireInternal('storage/index.js');
  /** @type {{createApp(projectId: string, emulator: StorageEmulator): Promise<import('node:http').RequestListener>}} */
  const { createApp } = requireInternal('storage/server.js');
  /** @type {{createDestroyer(server: import('node:http').Server): () => Promise<void>}} */
  const { createDestroyer } = requireInternal('../utils.js');

  // Own blob directory: the default one is shared by every emulator on the machine, and stop() empties it.
  class LocalStorageEmulator extends StorageEmulator {
    getPersistenceTmpDir() {
      return blobs;
    }

    // The emulator's own start(), with storageGuard.mjs in front of its app (no Java rules runtime).
    async start() {
      guarded.serve(await createApp(projectId, this));
      this.destroyServer = createDestroyer(guarded.server);
    }
  }

  const emulator = new LocalStorageEmulator({
    projectId,
    host,
    port: guarded.port,
    rules: { name: rulesPath, content: '' },
    auto_download: false,
  });
  emulator._rulesRuntime = { start: async () => {}, stop: async () => {} };
  emulator._rulesManager = { start: async () => noIssues, stop: async () => {}, getRuleset: () => ruleset };
  // PUT /internal/setRules would bring back the Java rules runtime: the JS rules stay.
  emulator.replaceRules = async () => noIssues;
  return emulator;
}
