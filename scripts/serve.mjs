#!/usr/bin/env node
/**
 * Serves the built site (dist/) with Firebase Hosting's own implementation: superstatic, the copy
 * firebase-tools' Hosting emulator runs, driven by firebase.json (cleanUrls, trailingSlash, headers,
 * rewrites, gzip) with the emulator's options. What the tests see is what Hosting does.
 *
 * A thin layer stays around it, and answers every request whatever it holds:
 * - methods other than GET and HEAD: 405 (the site is static);
 * - a request target that is not a path, or a path with broken %-escapes: 400;
 * - /__/emulators.json: the emulators' addresses, for the browser (src/firebase/config.ts), and the
 *   same addresses added to the CSP's connect-src and img-src;
 * - unknown paths, and the error pages' own addresses (/404, /500): 404 with dist/404.html and the
 *   requested path filled in (scripts/notFoundHtml.mjs), for people and bots alike, as Hosting
 *   serves its 404.html whatever the request's Accept or User-Agent.
 *
 * Usage: node scripts/serve.mjs [--port 4321] [--host 127.0.0.1]
 */
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import { notFoundHtml } from './notFoundHtml.mjs';

// Not strict: this module is also imported by tests, whose own arguments it ignores.
const { values: args } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' } },
  strict: false,
  allowPositionals: true,
});
const port = Number(args.port ?? process.env.PORT ?? 4321);
const host = typeof args.host === 'string' ? args.host : '127.0.0.1';
const root = resolve(process.cwd());

const require = createRequire(import.meta.url);
// firebase-tools' own superstatic (the one its Hosting emulator serves with), not a copy of our choosing.
const firebaseToolsDir = dirname(require.resolve('firebase-tools/package.json'));
/** @type {{default: (spec: object) => (req: any, res: any, next: (error?: unknown) => void) => void}} */
const superstaticModule = createRequire(resolve(firebaseToolsDir, 'package.json'))('superstatic');
const superstatic = superstaticModule.default;

/**
 * @typedef {{source: string, headers: {key: string, value: string}[]}} HeaderRule
 * @typedef {{public?: string, cleanUrls?: boolean, trailingSlash?: boolean, headers?: HeaderRule[], rewrites?: {source: string, destination: string}[]}} HostingConfig
 */
/** @param {string} dir @returns {HostingConfig} */
const readHosting = (dir) => JSON.parse(readFileSync(resolve(dir, 'firebase.json'), 'utf8')).hosting;
const hosting = readHosting(root);
const publicDir = resolve(root, hosting.public ?? 'dist');

/**
 * superstatic looks a path up as it came (encoded) and as decoded, with `.html` or `/index.html`
 * appended: a segment beyond NAME_MAX (255) less `.html`, or a path near PATH_MAX, fails with
 * ENAMETOOLONG and a 500. No page is that long, so such paths are a 404 before superstatic.
 */
const LONGEST_NAME = 255 - '.html'.length;
const LONGEST_PATH = 2048;
/** The error pages Astro builds: Hosting serves 404.html itself; neither is a page of its own. */
const ERROR_PAGES = new Set(['/404', '/404.html', '/500', '/500.html']);
const ALLOWED_METHODS = 'GET, HEAD';

/**
 * Emulator origins the browser may connect to (http for Auth/Firestore/Storage, ws for the
 * Realtime Database). Only the local server adds them to connect-src; production CSP lists
 * Firebase's own endpoints only.
 * @param {string | null | undefined} hostsJson  {"auth": "127.0.0.1:9099", …}
 * @returns {string[]}
 */
export function emulatorOrigins(hostsJson) {
  if (!hostsJson) return [];
  const hosts = /** @type {string[]} */ (Object.values(JSON.parse(hostsJson)));
  return hosts.flatMap((host) => [`http://${host}`, `ws://${host}`]);
}

/**
 * Adds the emulator `origins` to connect-src (SDK calls) and img-src (Storage download URLs) of a
 * CSP header value.
 * @param {string} csp
 * @param {string[]} origins
 */
export function withConnectSources(csp, origins) {
  if (!origins.length) return csp;
  const httpOnly = origins.filter((origin) => origin.startsWith('http:'));
  return csp
    .replace(
      /(^|;\s*)connect-src([^;]*)/,
      (_, /** @type {string} */ lead, /** @type {string} */ list) => `${lead}connect-src${list} ${origins.join(' ')}`,
    )
    .replace(
      /(^|;\s*)img-src([^;]*)/,
      (_, /** @type {string} */ lead, /** @type {string} */ list) => `${lead}img-src${list} ${httpOnly.join(' ')}`,
    );
}

/**
 * firebase.json's hosting section for superstatic, with the emulator origins in the CSP.
 * @param {HostingConfig} hosting
 * @param {string[]} origins
 * @param {string} [publicPath]
 * @returns {HostingConfig}
 */
function hostingConfig(hosting, origins, publicPath = hosting.public) {
  return {
    ...hosting,
    public: publicPath,
    headers: (hosting.headers ?? []).map((rule) => ({
      source: rule.source,
      headers: rule.headers.map(({ key, value }) => ({
        key,
        value: key.toLowerCase() === 'content-security-policy' ? withConnectSources(value, origins) : value,
      })),
    })),
  };
}

/**
 * True when a path (raw or decoded) has a segment or a length no file of the site can have.
 * @param {string} path
 */
function tooLong(path) {
  return Buffer.byteLength(path) > LONGEST_PATH || path.split('/').some((name) => Buffer.byteLength(name) > LONGEST_NAME);
}

/**
 * The headers firebase.json gives every answer (source `**`), with the emulator origins in the CSP.
 * @param {HostingConfig} config hostingConfig()'s answer
 * @returns {{key: string, value: string}[]}
 */
function siteHeaders(config) {
  return (config.headers ?? []).filter((rule) => rule.source === '**').flatMap((rule) => rule.headers);
}

/**
 * The path of a request target, or null when it is not one: absolute-form (http://host/x),
 * asterisk-form, or broken %-escapes (superstatic would fail on them with a 500).
 * @param {string} target
 */
function requestPath(target) {
  if (!target.startsWith('/')) return null;
  const raw = target.split('?')[0].split('#')[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * A request handler. `emulatorHostsJson`: the emulators' ports, published at /__/emulators.json for
 * the browser (src/firebase/config.ts) and allowed in connect-src; default FIREBASE_EMULATOR_HOSTS
 * (JSON, set by the emulator harness) or none. `checkout`: the folder whose firebase.json to follow
 * (default the working directory); `publicDir`: the built site (default firebase.json's `public`,
 * dist/). The deploy rehearsal serves its checkout's config and a copy of dist/ per deploy.
 * @param {{emulatorHostsJson?: string | null, checkout?: string, publicDir?: string}} [options]
 * @returns {import('node:http').RequestListener}
 */
export function createHandler({
  emulatorHostsJson = process.env.FIREBASE_EMULATOR_HOSTS ?? null,
  checkout = root,
  publicDir: servedDir = publicDir,
} = {}) {
  // superstatic joins `public` to its cwd: relative to the checkout, wherever the copy lies.
  const config = hostingConfig(
    checkout === root ? hosting : readHosting(checkout),
    emulatorOrigins(emulatorHostsJson),
    relative(checkout, servedDir),
  );
  const site = { emulatorHostsJson, hostingHandler: superstaticHandler(config, checkout), sendNotFound: notFoundSender(servedDir) };
  const everyAnswer = siteHeaders(config);

  return function handle(req, res) {
    try {
      // Every answer carries firebase.json's headers, whoever writes it (superstatic sets the same again).
      for (const { key, value } of everyAnswer) res.setHeader(key, value);
      answer(req, res, site);
    } catch (error) {
      // Nothing a request holds may stop the server; the visitor gets a plain error, the log the cause.
      console.error(error);
      if (!res.headersSent) send(req, res, 400, 'text/plain; charset=utf-8', 'Bad Request\n');
      else res.destroy();
    }
  };
}

/**
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, pathname: string) => void} NotFoundSender
 * @typedef {{emulatorHostsJson: string | null, hostingHandler: ReturnType<typeof superstatic>, sendNotFound: NotFoundSender}} Site
 */

/**
 * The options firebase-tools' Hosting emulator uses (lib/serve/hosting.js): strict stack, gzip.
 * Without its "missing" step, so the 404 page gets the path filled in.
 * @param {ReturnType<typeof hostingConfig>} config
 * @param {string} checkout
 */
function superstaticHandler(config, checkout) {
  return superstatic({
    config,
    cwd: checkout,
    compression: true,
    stack: ['redirects', 'headers', 'files', 'rewrites'],
    fallthrough: true,
  });
}

/**
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {number} status @param {string} type @param {string} body
 */
function send(req, res, status, type, body) {
  if (res.headersSent) return void res.end();
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  // firebase.json's caching rule (revalidate every visit) when it gave one, as Hosting answers its own 404.
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store');
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Answers 404 with the site's 404 page, the path filled in.
 * @param {string} servedDir
 * @returns {NotFoundSender}
 */
function notFoundSender(servedDir) {
  const compress = compression();
  const notFoundPage = () => readFileSync(resolve(servedDir, '404.html'), 'utf8');
  return (req, res, pathname) => {
    // The path is shown to the visitor, so it is escaped (notFoundHtml).
    compress(/** @type {any} */ (req), /** @type {any} */ (res), () =>
      send(req, res, 404, 'text/html; charset=utf-8', notFoundHtml(notFoundPage(), pathname)),
    );
  };
}

/**
 * What Hosting answers: GET and HEAD only, the emulators' ports, the 404 page for paths it would refuse, else the files.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {Site} site
 */
function answer(req, res, { emulatorHostsJson, hostingHandler, sendNotFound }) {
  const method = req.method ?? '';
  const pathname = requestPath(req.url ?? '');
  if (method !== 'GET' && method !== 'HEAD') {
    res.setHeader('Allow', ALLOWED_METHODS);
    return send(req, res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed\n');
  }
  if (pathname === null) return send(req, res, 400, 'text/plain; charset=utf-8', 'Bad Request\n');
  if (pathname === '/__/emulators.json' && emulatorHostsJson) {
    return send(req, res, 200, 'application/json', emulatorHostsJson);
  }
  const rawPath = (req.url ?? '').split('?')[0].split('#')[0];
  if (tooLong(rawPath) || tooLong(pathname) || ERROR_PAGES.has(pathname.replace(/\/+$/, ''))) {
    return sendNotFound(req, res, pathname);
  }
  hostingHandler(req, res, (/** @type {unknown} */ error) => {
    if (error) console.error(error);
    sendNotFound(req, res, pathname);
  });
}

/**
 * Starts the site server; resolves once it listens.
 * @param {{port?: number, host?: string, emulatorHostsJson?: string}} [options]
 * @returns {Promise<import('node:http').Server>}
 */
export function startSiteServer({ port: listenPort = port, host: listenHost = host, emulatorHostsJson } = {}) {
  if (!existsSync(resolve(publicDir, 'index.html'))) {
    return Promise.reject(new Error(`Fant ikke ${publicDir}/index.html. Bygg nettstedet først: npm run build`));
  }
  const hostsJson = emulatorHostsJson ?? process.env.FIREBASE_EMULATOR_HOSTS ?? null;
  const server = createServer(createHandler({ emulatorHostsJson: hostsJson }));
  const headerLines = siteHeaders(hostingConfig(hosting, emulatorOrigins(hostsJson)))
    .map(({ key, value }) => `${key}: ${value}\r\n`)
    .join('');
  // Requests Node's parser refuses never reach the handler: its own answer has no headers, so this one does.
  server.on('clientError', (/** @type {Error & {code?: string}} */ error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(
      `HTTP/1.1 ${status}\r\n${headerLines}Content-Type: text/plain; charset=utf-8\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(listenPort, listenHost, () => ok(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  let server;
  try {
    server = await startSiteServer();
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`Nettstedet kjører på http://${address.address}:${address.port}`);
}
