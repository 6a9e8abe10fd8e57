#!/usr/bin/env node
/**
 * Serves the built site (dist/) the way Firebase Hosting will: firebase.json's hosting
 * headers and rewrites are the single source of truth for both. Unknown paths get
 * dist/404.html with status 404 and the requested path filled in. Text is gzip-compressed, as
 * Hosting does.
 *
 * Usage: node scripts/serve.mjs [--port 4321] [--host 127.0.0.1]
 */
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import sirv from 'sirv';
import compression from 'compression';
import { isbot } from 'isbot';
import picomatch from 'picomatch';
import { notFoundHtml } from './notFoundHtml.mjs';

/** @type {Map<string, string>} */
const args = new Map(process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1]]] : [])));
const port = Number(args.get('port') ?? process.env.PORT ?? 4321);
const host = args.get('host') ?? '127.0.0.1';
const root = resolve(process.cwd());
/** @type {{public?: string, headers?: {source: string, headers: {key: string, value: string}[]}[], rewrites?: {source: string, destination: string}[]}} */
const hosting = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8')).hosting;
const publicDir = resolve(root, hosting.public ?? 'dist');

if (!existsSync(resolve(publicDir, 'index.html'))) {
  console.error(`Fant ikke ${publicDir}/index.html. Bygg nettstedet først: npm run build`);
  process.exit(1);
}

const headerRules = (hosting.headers ?? []).map((rule) => ({ match: picomatch(rule.source, { dot: true }), headers: rule.headers }));
const rewriteRules = (hosting.rewrites ?? []).map((rule) => ({ match: picomatch(rule.source, { dot: true }), destination: rule.destination }));
const notFoundPage = () => readFileSync(resolve(publicDir, '404.html'), 'utf8');

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
    .replace(/(^|;\s*)connect-src([^;]*)/, (_, /** @type {string} */ lead, /** @type {string} */ list) => `${lead}connect-src${list} ${origins.join(' ')}`)
    .replace(/(^|;\s*)img-src([^;]*)/, (_, /** @type {string} */ lead, /** @type {string} */ list) => `${lead}img-src${list} ${httpOnly.join(' ')}`);
}

const assets = sirv(publicDir, { extensions: ['html'], dotfiles: false, etag: true });

/**
 * @param {string} pathname
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function sendNotFound(pathname, req, res) {
  // Bots get the status and one line, not the error page.
  if (isbot(req.headers['user-agent'] ?? '')) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    return res.end(`Page not found: ${pathname}\n`);
  }
  // The path is shown to the visitor, so it is escaped; the page is never cached.
  const html = notFoundHtml(notFoundPage(), pathname);
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

/**
 * A request handler. `emulatorHostsJson`: the emulators' ports, published at /__/emulators.json for
 * the browser (src/firebase/config.ts) and allowed in connect-src; default FIREBASE_EMULATOR_HOSTS
 * (JSON, set by the emulator harness) or none.
 * @param {{emulatorHostsJson?: string | null}} [options]
 * @returns {import('node:http').RequestListener}
 */
export function createHandler({ emulatorHostsJson = process.env.FIREBASE_EMULATOR_HOSTS ?? null } = {}) {
  const extraConnect = emulatorOrigins(emulatorHostsJson);
  /** @param {string} pathname @param {import('node:http').ServerResponse} res */
  const applyHeaders = (pathname, res) => {
    for (const rule of headerRules) {
      if (!rule.match(pathname)) continue;
      for (const { key, value } of rule.headers) {
        res.setHeader(key, key.toLowerCase() === 'content-security-policy' ? withConnectSources(value, extraConnect) : value);
      }
    }
  };
  // Compressed like Firebase Hosting does, so pages weigh here what they weigh there (Lighthouse).
  const compress = compression();
  return function handle(req, res) {
    // compression() is typed for Express; a plain Node request and response are what it uses.
    compress(/** @type {any} */ (req), /** @type {any} */ (res), () => route(req, res));
  };

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  function route(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    applyHeaders(pathname, res);
    if (pathname === '/__/emulators.json' && emulatorHostsJson) {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      return res.end(emulatorHostsJson);
    }
    // Clean URLs without trailing slash, as firebase.json asks.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.statusCode = 301;
      res.setHeader('Location', pathname.replace(/\/+$/, '') + url.search);
      return res.end();
    }
    const rewrite = rewriteRules.find((rule) => rule.match(pathname));
    if (rewrite) req.url = rewrite.destination + url.search;
    assets(req, res, () => void sendNotFound(pathname, req, res));
  }
}

/**
 * Starts the site server; resolves once it listens.
 * @param {{port?: number, host?: string, emulatorHostsJson?: string}} [options]
 * @returns {Promise<import('node:http').Server>}
 */
export function startSiteServer({ port: listenPort = port, host: listenHost = host, emulatorHostsJson } = {}) {
  const server = createServer(createHandler({ emulatorHostsJson }));
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(listenPort, listenHost, () => ok(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  await startSiteServer();
  console.log(`Nettstedet kjører på http://${host}:${port}`);
}
