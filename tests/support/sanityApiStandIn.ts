/**
 * A local stand-in of Sanity's hosted HTTP API, for tests only, speaking its wire format over
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
 *                                    raw, drafts); the Studio's own forms of GROQ that groq-js cannot
 *                                    evaluate are rewritten first (see studioGroq.ts)
 *   GET  data/doc/:ds/:ids           documents by id, {documents, omitted}
 *   GET  data/listen/:ds             EventSource: welcome, then mutation events with result,
 *                                    mutations and mendoza effects (whole-document replacements)
 *   POST data/mutate/:ds             create, createIfNotExists, createOrReplace, delete, patch
 *                                    (patches applied by @sanity/mutator, ifRevisionID checked)
 *   POST data/actions/:ds            document create/edit/publish/discard/delete/unpublish
 *
 * NOT implemented (answered 404 and listed in `unanswered`): history and transactions
 * (data/history, the review-changes pane), releases and scheduled publishing, assets and image
 * upload (assets/images, cdn.sanity.io), comments and tasks add-on datasets, search through the
 * Text Search API, `text::query()` ranking (treated as "matches everything"), project features,
 * telemetry (intake), live content API, presence (the socket/:ds websocket), journey/* onboarding
 * probes, v1/help version check, data/ping, schedules, access requests, CORS origins management,
 * GROQ functions groq-js lacks. The Studio works without all of these (observed in Chromium). Query filters in listen are evaluated on each changed
 * document alone (no joins).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';
import type { SanityDocument } from '../../src/content/sources';
import { createDocumentStore, MutationError, type ChangeEvent, type DocumentStore } from './sanityStandIn/documentStore';
import { documentsInPerspective } from './sanityStandIn/perspective';
import { currentUser, FULL_ACCESS, project, PROJECT_GRANTS } from './sanityStandIn/project';
import { rewriteStudioGroq } from './sanityStandIn/studioGroq';
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
    const body = req.method === 'POST' || req.method === 'PUT' ? await readJson(req) : undefined;
    const route = /^\/v(?:\d{4}-\d{2}-\d{2}|1|X)\/(.*)$/.exec(url.pathname)?.[1] ?? '';
    const notFound = () => {
      unanswered.push(`${req.method} ${String(req.headers[':authority'] ?? req.headers.host ?? '')}${url.pathname}${url.search}`);
      send(404, { error: { description: `Stand-in-API-et kan ikke svare på ${url.pathname}` } });
    };
    const wrongDataset = (name: string) => name !== dataset && (send(404, { error: { description: `Dataset "${name}" not found` } }), true);
    let m: RegExpExecArray | null;

    try {
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
        const started = performance.now();
        const visible = documentsInPerspective(store.all(), url.searchParams.get('perspective'));
        const result = await runGroq(query, params, visible);
        return send(200, { query, result, ms: Math.round(performance.now() - started) });
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
      const status = error instanceof MutationError ? error.status : 400;
      // Refused requests are listed too: a query the stand-in cannot evaluate leaves a list on placeholders.
      unanswered.push(`${status} ${req.method} ${url.pathname}${url.search.slice(0, 600)}: ${(error as Error).message}`);
      return send(status, { error: { description: (error as Error).message, type: status === 409 ? 'mutationError' : 'queryParseError' } });
    }
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
