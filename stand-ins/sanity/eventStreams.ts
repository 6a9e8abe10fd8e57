/**
 * The stand-in's Server-Sent Events: the listener API (GET data/listen) and the Live Content API
 * (GET data/live/events). A stream stays open until the client or stop() closes it.
 */
import type { ServerResponse } from 'node:http';
import type { SanityDocument } from '../../src/content/sources';
import type { ApiRequest } from './apiRequest';
import type { ChangeEvent } from './documentStore';
import { matches, queryParams } from './groq';
import { currentUser } from './project';

interface ListenOptions {
  includeResult: boolean;
  includePrevious: boolean;
  includeMutations: boolean;
  mendoza: boolean;
}

/** GET data/listen: a mutation event for each changed document the query matches before or after. */
export function listen({ req, res, url, cors, store }: ApiRequest) {
  const query = url.searchParams.get('query') ?? '*';
  const params = queryParams(url);
  const options: ListenOptions = {
    includeResult: url.searchParams.get('includeResult') !== 'false',
    includePrevious: url.searchParams.get('includePreviousRevision') === 'true',
    includeMutations: url.searchParams.get('includeMutations') !== 'false',
    mendoza: url.searchParams.get('effectFormat') === 'mendoza',
  };
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...cors });
  const write = (event: string, data: unknown, id?: string) =>
    res.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  write('welcome', { listenerName: `stand-in-${Math.random().toString(36).slice(2)}` });
  const unsubscribe = store.subscribe(async (events: ChangeEvent[]) => {
    for (const event of events) {
      const [before, after] = await Promise.all([matches(query, params, event.previous), matches(query, params, event.result)]);
      if (!before && !after) continue;
      const transition = before && after ? 'update' : after ? 'appear' : 'disappear';
      write('mutation', mutationEvent(event, transition, options), `${event.transactionId}#${event.documentId}`);
    }
  });
  keepOpen(req, res, unsubscribe);
}

function mutationEvent(event: ChangeEvent, transition: string, options: ListenOptions) {
  const strip = (doc: SanityDocument | null) => (doc ? (({ _rev, ...rest }) => rest)(doc) : null);
  return {
    type: 'mutation',
    eventId: `${event.transactionId}#${event.documentId}`,
    documentId: event.documentId,
    transactionId: event.transactionId,
    transition,
    identity: currentUser().id,
    previousRev: event.previousRev,
    resultRev: event.resultRev,
    timestamp: event.timestamp,
    visibility: 'query',
    transactionTotalEvents: event.transactionTotalEvents,
    transactionCurrentEvent: event.transactionCurrentEvent,
    ...(options.includeMutations ? { mutations: event.mutations } : {}),
    ...(options.includeResult && event.result ? { result: event.result } : {}),
    ...(options.includePrevious && event.previous ? { previous: event.previous } : {}),
    // Whole-document replacement: a valid mendoza patch, simplest possible.
    ...(options.mendoza ? { effects: { apply: [0, strip(event.result)], revert: [0, strip(event.previous)] } } : {}),
  };
}

/**
 * GET data/live/events: the Live Content API's EventSource (the Presentation tool listens to it):
 * welcome, then one `message` per transaction, its tags naming nothing in particular (the client
 * refetches whatever it has on screen), and heartbeats.
 */
export function liveEvents({ req, res, cors, store }: ApiRequest) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...cors });
  res.write('event: welcome\ndata: {}\n\n');
  const unsubscribe = store.subscribe((events: ChangeEvent[]) => {
    const id = events[0]?.transactionId;
    if (id) res.write(`id: ${id}\nevent: message\ndata: ${JSON.stringify({ id, tags: ['s1:stand-in'] })}\n\n`);
  });
  keepOpen(req, res, unsubscribe);
}

/** The API's heartbeat: the Studio's EventSource reconnects after 45 s without a byte. */
function keepOpen(req: ApiRequest['req'], res: ServerResponse, unsubscribe: () => void) {
  const heartbeat = setInterval(() => res.write(':\n\n'), 10_000);
  req.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
