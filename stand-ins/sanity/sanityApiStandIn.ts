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
 *                                    raw, drafts and its old name previewDrafts; all but published only
 *                                    with the token, see tokenGuard.ts) and `resultSourceMap`
 *                                    (Content Source Maps, found by value: contentSourceMap.ts); the
 *                                    Studio's own forms of GROQ that groq-js cannot evaluate are
 *                                    rewritten first (see studioGroq.ts)
 *   GET  data/doc/:ds/:ids           documents by id, {documents, omitted}; a draft's id only with the token
 *   GET  data/listen/:ds             EventSource: welcome, then mutation events with result,
 *                                    mutations and mendoza effects (whole-document replacements)
 *   GET  data/live/events/:ds        the Live Content API's EventSource: welcome, a message per transaction
 *   POST data/mutate/:ds             (these two only with the token) create, createIfNotExists, createOrReplace, delete, patch
 *                                    (patches applied by @sanity/mutator, ifRevisionID checked)
 *   POST data/actions/:ds            document create/edit/publish/discard/delete/unpublish/replaceDraft
 *   GET  data/history/:ds/transactions/:ids, data/history/:ds/documents/:ids   the History API: every
 *                                    transaction with id, time, author, mutations and mendoza effects,
 *                                    and each document at a revision or time («Historikk», history.ts); only with the token
 *   POST assets/images/:ds           an image upload (the file's bytes as the body, `filename` and
 *                                    `meta` in the query): {document} with the `sanity.imageAsset`,
 *                                    stored like any document; a non-image refused as the API does
 *                                    (imageAssets.ts)
 * and, outside the API's paths, the image CDN (cdn.sanity.io, mapped here like the API's hosts):
 *   GET  images/:project/:ds/<sha1>-<w>x<h>.<ext>   an uploaded picture, cut and scaled by rect/w/h/fit,
 *                                    in the format fm or auto=format (with the Accept header) picks
 *
 * NOT implemented (answered 404 and listed in `unanswered`): releases and scheduled publishing, file assets
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
import type { SanityDocument } from '../../src/content/sources';
import { apiRequest, corsHeaders, type ApiRequest, type Routes, type StandInState } from './apiRequest';
import { dataRoutes } from './dataRoutes';
import { createHistory, historyRoutes } from './history';
import { createDocumentStore, MutationError, type DocumentStore } from './documentStore';
import { AssetError } from './imageAssets';
import { imageRoutes } from './imageRoutes';
import { projectRoutes } from './projectRoutes';
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

/** Tried in this order; a request none answers is not implemented. */
const ROUTES: Routes[] = [imageRoutes, projectRoutes, dataRoutes];

export async function startSanityApiStandIn(documents: SanityDocument[], datasetOrOptions: string | Options = {}): Promise<StandIn> {
  const options = typeof datasetOrOptions === 'string' ? { dataset: datasetOrOptions } : datasetOrOptions;
  const state: StandInState = {
    dataset: options.dataset ?? 'production',
    projectId: options.projectId ?? 'demo0000',
    store: createDocumentStore(documents),
    keyValues: new Map(),
    imageBytes: new Map(),
    unanswered: [],
  };
  const requests: string[] = [];
  const routes = [...ROUTES, historyRoutes(createHistory(state.store))];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders(req));
      res.end();
      return;
    }
    requests.push(url.pathname + url.search);
    const request = await apiRequest(state, req, res, url);
    try {
      for (const answer of routes) if (await answer(request)) return;
      request.notFound();
    } catch (error) {
      refuse(request, error);
    }
  }

  const servers = await listen(handle, options.https ?? false);
  return { ...servers, requests, unanswered: state.unanswered, store: state.store };
}

/** A failed precondition, a broken mutation, a query or picture the stand-in cannot take: answered as the API does. */
function refuse({ req, url, send, unanswered }: ApiRequest, error: unknown) {
  if (error instanceof AssetError) {
    unanswered.push(`${error.status} ${req.method} ${url.pathname}${url.search}: ${error.message} (${error.details})`);
    return send(error.status, error.body);
  }
  const status = error instanceof MutationError ? error.status : 400;
  // Refused requests are listed too: a query the stand-in cannot evaluate leaves a list on placeholders.
  unanswered.push(`${status} ${req.method} ${url.pathname}${url.search.slice(0, 600)}: ${(error as Error).message}`);
  return send(status, { error: { description: (error as Error).message, type: status === 409 ? 'mutationError' : 'queryParseError' } });
}

/** Listens on a free port over HTTP, and over HTTPS too for the browser if asked. */
async function listen(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>, withHttps: boolean) {
  const http = createServer(handle);
  // HTTP/2 like the real API: over HTTP/1.1 Chromium allows six connections per host, and the
  // Studio's open listeners would take them all. `handle` works through http2's compatibility API.
  const https = withHttps
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
    async stop() {
      http.closeAllConnections();
      for (const session of sessions) session.destroy();
      await Promise.all([new Promise((done) => http.close(done)), https && new Promise((done) => https.close(done))]);
    },
  };
}
