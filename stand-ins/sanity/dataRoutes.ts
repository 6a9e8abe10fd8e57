/** The dataset's routes: GROQ queries, documents by id, mutations and actions, and the two event streams. */
import type { ApiRequest } from './apiRequest';
import { contentSourceMap } from './contentSourceMap';
import { listen, liveEvents } from './eventStreams';
import { queryParams, runGroq } from './groq';
import { documentsInPerspective } from './perspective';
import { refusedRead, refusedWrite } from './tokenGuard';

export async function dataRoutes(request: ApiRequest): Promise<boolean> {
  const { route, req, wrongDataset } = request;
  let m: RegExpExecArray | null;
  if ((m = /^data\/query\/([^/]+)$/.exec(route))) return wrongDataset(m[1]) || (await query(request));
  if ((m = /^data\/doc\/([^/]+)\/(.+)$/.exec(route)))
    return wrongDataset(m[1]) || documentsById(request, decodeURIComponent(m[2]).split(','));
  if ((m = /^data\/listen\/([^/]+)$/.exec(route))) {
    if (!wrongDataset(m[1])) listen(request);
    return true;
  }
  if ((m = /^data\/live\/events\/([^/]+)$/.exec(route))) {
    if (!wrongDataset(m[1])) liveEvents(request);
    return true;
  }
  if ((m = /^data\/(mutate|actions)\/([^/]+)$/.exec(route)) && req.method === 'POST')
    return wrongDataset(m[2]) || (m[1] === 'mutate' ? mutate(request) : act(request));
  return false;
}

/** GET|POST data/query: the query in a perspective, drafts only with the token, with a Content Source Map if asked. */
async function query(request: ApiRequest) {
  const { url, body, send, store } = request;
  const input = (body ?? {}) as { query?: string; params?: Record<string, unknown> };
  const groq = input.query ?? url.searchParams.get('query');
  if (!groq) return send(400, { error: { description: 'Missing query parameter "query"' } });
  const params = queryParams(url, input.params);
  const perspective = url.searchParams.get('perspective');
  if (refusedRead(request, { perspective })) return true;
  const started = performance.now();
  const visible = documentsInPerspective(store.all(), perspective);
  const result = await runGroq(groq, params, visible);
  // `true`, or `withKeyArraySelector` (what @sanity/client sends with stega).
  const sourceMap = !['', 'false'].includes(url.searchParams.get('resultSourceMap') ?? '');
  return send(200, {
    query: groq,
    result,
    ms: Math.round(performance.now() - started),
    ...(sourceMap ? { resultSourceMap: contentSourceMap(result, visible) } : {}),
  });
}

function documentsById(request: ApiRequest, ids: string[]) {
  const { send, store } = request;
  if (refusedRead(request, { ids })) return true;
  const found = ids.map((id) => store.get(id));
  return send(200, {
    documents: found.filter(Boolean),
    omitted: ids.filter((_, i) => !found[i]).map((id) => ({ id, reason: 'existence' })),
  });
}

interface TransactionBody {
  mutations?: Record<string, unknown>[];
  actions?: Record<string, unknown>[];
  transactionId?: string;
}

function mutate(request: ApiRequest) {
  const { body, url, send, store } = request;
  const input = body as TransactionBody;
  if (refusedWrite(request, input.mutations?.length ?? 0)) return true;
  const result = store.mutate(input.mutations ?? [], input.transactionId);
  const returnDocuments = url.searchParams.get('returnDocuments') === 'true';
  return send(200, {
    transactionId: result.transactionId,
    results: result.results.map((r) => (returnDocuments ? { ...r, document: store.get(r.id) } : r)),
  });
}

function act(request: ApiRequest) {
  const { body, send, store } = request;
  const input = body as TransactionBody;
  const actions = Array.isArray(input.actions) ? input.actions : [input.actions ?? input];
  if (refusedWrite(request, actions.length)) return true;
  return send(200, { transactionId: store.act(actions, input.transactionId).transactionId });
}
