/**
 * A local stand-in of Sanity's hosted HTTP API (see stand-ins/README.md), speaking its wire format over
 * documents held in memory (seeded from an NDJSON export). Two kinds of callers:
 * - Node (@sanity/client in the build and the contract test) over plain HTTP at `apiHost`
 *   (`useProjectHostname: false`);
 * - the built Studio in Chromium, which keeps its real hosts (https://<projectId>.api.sanity.io,
 *   https://api.sanity.io): the browser test maps those names to `httpsPort` and ignores the
 *   self-signed certificate, so the Studio is tested exactly as it is built.
 *
 * Implemented (paths after /v<apiVersion>):
 *   GET  users/me, auth/id           one administrator, whatever the token (token auth, no login page)
 *   GET  projects/:id, projects/:id/datasets, projects/:id/grants, projects/:id/datasets/:ds/acl
 *                                    (full rights); ping, features, user-applications and the
 *                                    comments add-on dataset list answered "nothing special"
 *   GET  users/me/keyvalue/:keys, PUT users/me/keyvalue   (Studio UI preferences, kept in memory)
 *   GET|POST data/query/:ds          GROQ through groq-js, with `perspective` (published by default,
 *                                    raw, drafts and its old name previewDrafts; drafts only with the
 *                                    token, else 401 as the API refuses them) and `resultSourceMap`
 *                                    (Content Source Maps, found by value: contentSourceMap.ts); the
 *                                    Studio's own forms of GROQ that groq-js cannot evaluate are
 *                                    rewritten first (see studioGroq.ts)
 *   GET  data/doc/:ds/:ids           documents by id, {documents, omitted}
 *   GET  data/listen/:ds             EventSource: welcome, then mutation events with result,
 *                                    mutations and mendoza effects (whole-document replacements)
 *   GET  data/live/events/:ds        the Live Content API's EventSource: welcome, a message per transaction
 *   POST data/mutate/:ds             create, createIfNotExists, createOrReplace, delete, patch
 *                                    (patches applied by @sanity/mutator, ifRevisionID checked)
 *   POST data/actions/:ds            document create/edit/publish/discard/delete/unpublish
 *   POST assets/images/:ds           an image upload (the file's bytes as the body, `filename` and
 *                                    `meta` in the query): {document} with the `sanity.imageAsset`,
 *                                    stored like any document; a non-image refused as the API does
 *                                    (imageAssets.ts)
 * and, outside the API's paths, the image CDN (cdn.sanity.io, mapped here like the API's hosts):
 *   GET  images/:project/:ds/<sha1>-<w>x<h>.<ext>   an uploaded picture, cut and scaled by rect/w/h/fit,
 *                                    in the format fm or auto=format (with the Accept header) picks
 *
 * NOT implemented (answered 404 and listed in `unanswered`): history and transactions
 * (data/history, the review-changes pane), releases and scheduled publishing, file assets
 * (assets/files) and the CDN's pictures of assets seeded without bytes, comments and tasks add-on datasets, search through the
 * Text Search API, `text::query()` ranking (treated as "matches everything"), project features,
 * telemetry (intake), presence (the socket/:ds websocket), journey/* onboarding
 * probes, v1/help version check, data/ping, schedules, access requests, CORS origins management,
 * GROQ functions groq-js lacks. The Studio works without all of these (observed in Chromium). Query filters in listen are evaluated on each changed
 * document alone (no joins).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';
import type { SanityDocument } from '../../src/content/sources';
import { createDocumentStore, MutationError, type ChangeEvent, type DocumentStore } from './documentStore';
import { documentsInPerspective, showsDrafts } from './perspective';
import { currentUser, FULL_ACCESS, project, PROJECT_GRANTS, STAND_IN_TOKEN } from './project';
import { contentSourceMap } from './contentSourceMap';
import { AssetError, imageAssetFor, transformedImage } from './imageAssets';
import { rewriteStudioGroq } from './studioGroq';
import { selfSignedCertificate } from './selfSignedCertificate';

export interface StandIn {
  /** http://127.0.0.1:<port>, for @sanity/client with useProjectHostname: false. */
  apiHost: string;
  /** Port of the HTTPS listener for the browser (only with `{https: true}`). */
  httpsPort?: number;
  /** Path and query string of every request (preflights aside), for assertions. */
  requests: string[];
  /** Requests answered 404 (not implemented) or refused (e.g. a query groq-js cannot evaluate). */
  unanswered: string[];
  store: DocumentStore;
  stop(): Promise<void>;
}

interface Options {
  dataset?: string;
  projectId?: string;
  /** Also listen with TLS for Chromium (see the file comment). */
  https?: boolean;
}

export async function startSanityApiStandIn(documents: SanityDocument[], datasetOrOptions: string | Options = {}): Promise<StandIn> {
  const options = typeof datasetOrOptions === 'string' ? { dataset: datasetOrOptions } : datasetOrOptions;
  const dataset = options.dataset ?? 'production';
  const projectId = options.projectId ?? 'demo0000';
  const store = createDocumentStore(documents);
  const requests: string[] = [];
  const unanswered: string[] = [];
  const keyValues = new Map<string, unknown>();
  /** The uploaded pictures' bytes, by asset id (the documents are in the store). */
  const imageBytes = new Map<string, Buffer>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const origin = req.headers.origin;
    const cors: Record<string, string> = origin
      ? {
          'access-control-allow-origin': origin,
          'access-control-allow-credentials': 'true',
          'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'authorization, content-type',
          'access-control-max-age': '600',
        }
      : {};
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...cors });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      return res.end();
    }
    requests.push(url.pathname + url.search);
    const route = /^\/v(?:\d{4}-\d{2}-\d{2}|1|X)\/(.*)$/.exec(url.pathname)?.[1] ?? '';
    const upload = req.method === 'POST' && route.startsWith('assets/');
    const body = !upload && (req.method === 'POST' || req.method === 'PUT') ? await readJson(req) : undefined;
    const notFound = () => {
      unanswered.push(`${req.method} ${String(req.headers[':authority'] ?? req.headers.host ?? '')}${url.pathname}${url.search}`);
      send(404, { error: { description: `Stand-in-API-et kan ikke svare på ${url.pathname}` } });
    };
    const wrongDataset = (name: string) => name !== dataset && (send(404, { error: { description: `Dataset "${name}" not found` } }), true);
    let m: RegExpExecArray | null;

    try {
      if (req.method === 'GET' && /^\/images\/[^/]+\/[^/]+\/[^/]+$/.test(url.pathname))
        return await cdnImage(req, url, res, cors, notFound);
      if ((m = /^assets\/images\/([^/]+)$/.exec(route)) && upload) {
        const bytes = await readBytes(req);
        if (wrongDataset(m[1])) return;
        const asset = await imageAssetFor(bytes, {
          projectId,
          dataset,
          filename: url.searchParams.get('filename'),
          meta: url.searchParams.getAll('meta').flatMap((value) => value.split(',')),
        });
        imageBytes.set(asset._id, bytes);
        // The same picture again gives the asset it already has.
        store.mutate([{ createIfNotExists: asset }]);
        return send(200, { document: store.get(asset._id) });
      }
      if (route === 'users/me' || route === 'auth/id') return send(200, currentUser());
      if ((m = /^users\/me\/keyvalue(?:\/(.+))?$/.exec(route))) {
        if (req.method === 'PUT') {
          for (const { key, value } of body as { key: string; value: unknown }[]) keyValues.set(key, value);
          return send(200, body);
        }
        return send(
          200,
          (m[1] ?? '').split(',').map((key) => ({ key, value: keyValues.get(key) ?? null })),
        );
      }
      // Probes and feature flags the Studio asks for on start; "nothing special" answers.
      if (route === 'ping') return send(200, { message: 'PONG' });
      if (route === 'features') return send(200, []);
      if (route === `projects/${projectId}/grants`) return send(200, PROJECT_GRANTS);
      if (route === `projects/${projectId}/user-applications`) return send(200, []);
      if (route === `projects/${projectId}/datasets` && url.searchParams.get('datasetProfile') === 'comments') return send(200, []);
      if ((m = /^projects\/([^/]+)$/.exec(route))) return m[1] === projectId ? send(200, project(projectId, dataset)) : notFound();
      if (route === `projects/${projectId}/datasets` && !url.searchParams.has('datasetProfile'))
        return send(200, project(projectId, dataset).datasets);
      if ((m = /^projects\/[^/]+\/datasets\/([^/]+)\/acl$/.exec(route))) return wrongDataset(m[1]) || send(200, FULL_ACCESS);
      if ((m = /^data\/query\/([^/]+)$/.exec(route))) {
        if (wrongDataset(m[1])) return;
        const input = (body ?? {}) as { query?: string; params?: Record<string, unknown> };
        const query = input.query ?? url.searchParams.get('query');
        if (!query) return send(400, { error: { description: 'Missing query parameter "query"' } });
        const params: Record<string, unknown> = { ...input.params };
        for (const [name, value] of url.searchParams) if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value);
        const perspective = url.searchParams.get('perspective');
        if (showsDrafts(perspective) && req.headers.authorization !== `Bearer ${STAND_IN_TOKEN}`) {
          return send(401, {
            error: {
              description: `Unauthorized - perspective "${perspective}" requires a token with read access to drafts`,
              type: 'httpError',
            },
            statusCode: 401,
          });
        }
        const started = performance.now();
        const visible = documentsInPerspective(store.all(), perspective);
        const result = await runGroq(query, params, visible);
        // `true`, or `withKeyArraySelector` (what @sanity/client sends with stega).
        const sourceMap = !['', 'false'].includes(url.searchParams.get('resultSourceMap') ?? '');
        return send(200, {
          query,
          result,
          ms: Math.round(performance.now() - started),
          ...(sourceMap ? { resultSourceMap: contentSourceMap(result, visible) } : {}),
        });
      }
      if ((m = /^data\/doc\/([^/]+)\/(.+)$/.exec(route))) {
        if (wrongDataset(m[1])) return;
        const ids = decodeURIComponent(m[2]).split(',');
        const found = ids.map((id) => store.get(id));
        return send(200, {
          documents: found.filter(Boolean),
          omitted: ids.filter((_, i) => !found[i]).map((id) => ({ id, reason: 'existence' })),
        });
      }
      if ((m = /^data\/listen\/([^/]+)$/.exec(route))) return wrongDataset(m[1]) || listen(req, res, url, cors);
      if ((m = /^data\/live\/events\/([^/]+)$/.exec(route))) return wrongDataset(m[1]) || liveEvents(req, res, cors);
      if ((m = /^data\/(mutate|actions)\/([^/]+)$/.exec(route)) && req.method === 'POST') {
        if (wrongDataset(m[2])) return;
        const input = body as { mutations?: Record<string, unknown>[]; actions?: Record<string, unknown>[]; transactionId?: string };
        if (m[1] === 'mutate') {
          const result = store.mutate(input.mutations ?? [], input.transactionId);
          const returnDocuments = url.searchParams.get('returnDocuments') === 'true';
          return send(200, {
            transactionId: result.transactionId,
            results: result.results.map((r) => (returnDocuments ? { ...r, document: store.get(r.id) } : r)),
          });
        }
        const actions = Array.isArray(input.actions) ? input.actions : [input.actions ?? input];
        return send(200, { transactionId: store.act(actions, input.transactionId).transactionId });
      }
      return notFound();
    } catch (error) {
      if (error instanceof AssetError) {
        unanswered.push(`${error.status} ${req.method} ${url.pathname}${url.search}: ${error.message} (${error.details})`);
        return send(error.status, error.body);
      }
      const status = error instanceof MutationError ? error.status : 400;
      // Refused requests are listed too: a query the stand-in cannot evaluate leaves a list on placeholders.
      unanswered.push(`${status} ${req.method} ${url.pathname}${url.search.slice(0, 600)}: ${(error as Error).message}`);
      return send(status, { error: { description: (error as Error).message, type: status === 409 ? 'mutationError' : 'queryParseError' } });
    }
  }

  /** The image CDN's answer: the uploaded picture at its asset's `path`, transformed as the query asks. */
  async function cdnImage(req: IncomingMessage, url: URL, res: ServerResponse, cors: Record<string, string>, notFound: () => void) {
    const path = url.pathname.slice(1);
    const asset = store.all().find((doc) => doc._type === 'sanity.imageAsset' && (doc as { path?: string }).path === path);
    const bytes = asset && imageBytes.get(asset._id);
    if (!bytes) return notFound();
    const picture = await transformedImage(bytes, String((asset as { mimeType?: string }).mimeType), url.searchParams, req.headers.accept);
    res.writeHead(200, {
      'content-type': picture.mimeType,
      'cache-control': 'public, max-age=31536000',
      // With auto=format the answer depends on what the browser takes.
      ...(url.searchParams.get('auto') === 'format' ? { vary: 'Accept' } : {}),
      ...cors,
    });
    res.end(picture.bytes);
  }

  /** GET data/listen: Server-Sent Events; the connection stays open until the client or stop() closes it. */
  function listen(req: IncomingMessage, res: ServerResponse, url: URL, cors: Record<string, string>) {
    const query = url.searchParams.get('query') ?? '*';
    const params: Record<string, unknown> = {};
    for (const [name, value] of url.searchParams) if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value);
    const includeResult = url.searchParams.get('includeResult') !== 'false';
    const includePrevious = url.searchParams.get('includePreviousRevision') === 'true';
    const includeMutations = url.searchParams.get('includeMutations') !== 'false';
    const mendoza = url.searchParams.get('effectFormat') === 'mendoza';
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...cors });
    const write = (event: string, data: unknown, id?: string) =>
      res.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    write('welcome', { listenerName: `stand-in-${Math.random().toString(36).slice(2)}` });
    const unsubscribe = store.subscribe(async (events: ChangeEvent[]) => {
      for (const event of events) {
        const [before, after] = await Promise.all([matches(query, params, event.previous), matches(query, params, event.result)]);
        if (!before && !after) continue;
        const strip = (doc: SanityDocument | null) => (doc ? (({ _rev, ...rest }) => rest)(doc) : null);
        write(
          'mutation',
          {
            type: 'mutation',
            eventId: `${event.transactionId}#${event.documentId}`,
            documentId: event.documentId,
            transactionId: event.transactionId,
            transition: before && after ? 'update' : after ? 'appear' : 'disappear',
            identity: currentUser().id,
            previousRev: event.previousRev,
            resultRev: event.resultRev,
            timestamp: event.timestamp,
            visibility: 'query',
            transactionTotalEvents: event.transactionTotalEvents,
            transactionCurrentEvent: event.transactionCurrentEvent,
            ...(includeMutations ? { mutations: event.mutations } : {}),
            ...(includeResult && event.result ? { result: event.result } : {}),
            ...(includePrevious && event.previous ? { previous: event.previous } : {}),
            // Whole-document replacement: a valid mendoza patch, simplest possible.
            ...(mendoza ? { effects: { apply: [0, strip(event.result)], revert: [0, strip(event.previous)] } } : {}),
          },
          `${event.transactionId}#${event.documentId}`,
        );
      }
    });
    // The API's heartbeat: the Studio's EventSource reconnects after 45 s without a byte.
    const heartbeat = setInterval(() => res.write(':\n\n'), 10_000);
    req.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  }

  /**
   * GET data/live/events: the Live Content API's EventSource (the Presentation tool listens to it):
   * welcome, then one `message` per transaction, its tags naming nothing in particular (the client
   * refetches whatever it has on screen), and heartbeats.
   */
  function liveEvents(req: IncomingMessage, res: ServerResponse, cors: Record<string, string>) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...cors });
    res.write('event: welcome\ndata: {}\n\n');
    const unsubscribe = store.subscribe((events: ChangeEvent[]) => {
      const id = events[0]?.transactionId;
      if (id) res.write(`id: ${id}\nevent: message\ndata: ${JSON.stringify({ id, tags: ['s1:stand-in'] })}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(':\n\n'), 10_000);
    req.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  }

  const http = createServer(handle);
  // HTTP/2 like the real API: over HTTP/1.1 Chromium allows six connections per host, and the
  // Studio's open listeners would take them all. `handle` works through http2's compatibility API.
  const https = options.https
    ? createSecureServer({ ...(await selfSignedCertificate('api.sanity.io')), allowHTTP1: true }, handle as never)
    : undefined;
  const sessions = new Set<Http2Session>();
  https?.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  const listenOn = (server: Server | NonNullable<typeof https>) =>
    new Promise<number>((resolveListen) => server.listen(0, '127.0.0.1', () => resolveListen((server.address() as AddressInfo).port)));
  const port = await listenOn(http);
  const httpsPort = https ? await listenOn(https) : undefined;
  return {
    apiHost: `http://127.0.0.1:${port}`,
    httpsPort,
    requests,
    unanswered,
    store,
    async stop() {
      http.closeAllConnections();
      for (const session of sessions) session.destroy();
      await Promise.all([new Promise((done) => http.close(done)), https && new Promise((done) => https.close(done))]);
    },
  };
}

async function runGroq(query: string, params: Record<string, unknown>, documents: SanityDocument[]) {
  const { query: evaluable, params: evaluableParams } = rewriteStudioGroq(query, params);
  return (await evaluate(parse(evaluable, { params: evaluableParams }), { dataset: documents, params: evaluableParams })).get();
}

async function matches(query: string, params: Record<string, unknown>, doc: SanityDocument | null): Promise<boolean> {
  if (!doc) return false;
  try {
    const result = await runGroq(query, params, [doc]);
    return Array.isArray(result) ? result.length > 0 : Boolean(result);
  } catch {
    return true;
  }
}

function readBytes(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolveBody, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      try {
        resolveBody(text ? JSON.parse(text) : undefined);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}
