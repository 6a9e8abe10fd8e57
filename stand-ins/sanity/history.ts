/**
 * The stand-in's History API: every transaction the store runs is kept with its id, time, author,
 * the documents it touched, its mutations and its effects (mendoza patches, whole-document
 * replacements as the listener sends them), and every revision of every document. The Studio's
 * «Historikk» reads the transactions, and «Gjenopprett» the document at a revision.
 *   GET data/history/:ds/transactions/:ids   NDJSON, oldest first (reverse=true: newest first)
 *   GET data/history/:ds/documents/:ids      {documents}: at ?revision=, ?time= or ?lastRevision=true
 *   GET data/history/:ds/events/documents/:id   the Events API the Studio's «Historikk» lists: a draft
 *                                    created, published, discarded; a document unpublished (edits it
 *                                    finds itself in the transactions)
 * Only with the token, as drafts are (tokenGuard.ts).
 * The seeded documents were made by one transaction, «seed» (their _rev).
 */
import type { SanityDocument } from '../../src/content/sources';
import type { ApiRequest } from './apiRequest';
import type { ChangeEvent, DocumentStore } from './documentStore';
import { currentUser } from './project';
import { refusedHistory } from './tokenGuard';

type Doc = SanityDocument & { _rev?: string };
type Effect = { apply: unknown[]; revert: unknown[] };

export interface Transaction {
  id: string;
  timestamp: string;
  author: string;
  documentIDs: string[];
  mutations: Record<string, unknown>[];
  effects: Record<string, Effect>;
}

interface Revision {
  rev: string;
  timestamp: string;
  /** null: deleted by this transaction. */
  doc: Doc | null;
}

const withoutRev = (doc: Doc | null) => (doc ? (({ _rev, ...rest }) => rest)(doc) : null);
const effect = (previous: Doc | null, result: Doc | null): Effect => ({
  apply: [0, withoutRev(result)],
  revert: [0, withoutRev(previous)],
});

export function createHistory(store: DocumentStore) {
  const transactions: Transaction[] = [];
  const revisions = new Map<string, Revision[]>();
  const remember = (id: string, revision: Revision) => revisions.set(id, [...(revisions.get(id) ?? []), revision]);

  const seeded = store.all();
  if (seeded.length > 0) {
    const timestamp = new Date().toISOString();
    transactions.push({
      id: 'seed',
      timestamp,
      author: currentUser().id,
      documentIDs: seeded.map((doc) => doc._id),
      mutations: seeded.map((doc) => ({ createOrReplace: withoutRev(doc) })),
      effects: Object.fromEntries(seeded.map((doc) => [doc._id, effect(null, doc)])),
    });
    for (const doc of seeded) remember(doc._id, { rev: doc._rev ?? 'seed', timestamp, doc });
  }

  store.subscribe((events: ChangeEvent[]) => {
    const [first] = events;
    if (!first) return;
    transactions.push({
      id: first.transactionId,
      timestamp: first.timestamp,
      author: currentUser().id,
      documentIDs: events.map((event) => event.documentId),
      mutations: events.flatMap((event) => event.mutations),
      effects: Object.fromEntries(events.map((event) => [event.documentId, effect(event.previous, event.result)])),
    });
    for (const event of events) remember(event.documentId, { rev: event.resultRev, timestamp: event.timestamp, doc: event.result });
  });

  return {
    transactions: () => [...transactions],
    /** Each document as it was: at a revision, at a time, or its last state (before a deletion too). */
    documentsAt(ids: string[], at: { revision?: string; time?: string; lastRevision?: boolean }): Doc[] {
      return ids.flatMap((id) => {
        const all = revisions.get(id) ?? [];
        const found = at.revision
          ? all.find((r) => r.rev === at.revision)
          : at.lastRevision
            ? all.findLast((r) => r.doc)
            : all.findLast((r) => r.timestamp <= (at.time ?? new Date().toISOString()));
        return found?.doc ? [found.doc] : [];
      });
    },
  };
}

export type History = ReturnType<typeof createHistory>;

/** The API's filters on the transaction log, in its order (oldest first unless reversed). */
function selected(all: Transaction[], ids: string[], query: URLSearchParams): Transaction[] {
  let list = all.filter((tx) => tx.documentIDs.some((id) => ids.includes(id)));
  const indexOf = (id: string | null) => (id ? list.findIndex((tx) => tx.id === id) : -1);
  const from = indexOf(query.get('fromTransaction'));
  const to = indexOf(query.get('toTransaction'));
  if (from >= 0) list = list.slice(from);
  if (to >= 0) list = list.slice(0, indexOf(query.get('toTransaction')) + 1);
  const fromTime = query.get('fromTime');
  const toTime = query.get('toTime');
  const authors = query.get('authors')?.split(',');
  list = list.filter(
    (tx) => (!fromTime || tx.timestamp >= fromTime) && (!toTime || tx.timestamp <= toTime) && (!authors || authors.includes(tx.author)),
  );
  if (query.get('reverse') === 'true') list.reverse();
  const limit = Number(query.get('limit'));
  return limit > 0 ? list.slice(0, limit) : list;
}

/** One transaction as the API writes it, with only what the query asks for. */
function shaped(tx: Transaction, ids: string[], query: URLSearchParams) {
  const onlyAsked = query.get('includeIdentifiedDocumentsOnly') === 'true';
  const documentIDs = onlyAsked ? tx.documentIDs.filter((id) => ids.includes(id)) : tx.documentIDs;
  return {
    id: tx.id,
    timestamp: tx.timestamp,
    author: tx.author,
    documentIDs,
    ...(query.get('excludeMutations') === 'true' ? {} : { mutations: tx.mutations }),
    ...(query.get('effectFormat') === 'mendoza'
      ? { effects: Object.fromEntries(documentIDs.filter((id) => tx.effects[id]).map((id) => [id, tx.effects[id]])) }
      : {}),
  };
}

const isNull = (patch: unknown[] | undefined) => !patch || (patch[0] === 0 && patch[1] === null);

/** The Events API's events of one document (its draft and published version), newest first. */
function documentEvents(all: Transaction[], id: string) {
  const publishedId = id.replace(/^drafts\./, '');
  const draftId = `drafts.${publishedId}`;
  const events: Record<string, unknown>[] = [];
  let draftRev: string | undefined;
  for (const tx of all) {
    const draft = tx.effects[draftId];
    const published = tx.effects[publishedId];
    if (!draft && !published) continue;
    const base = { id: tx.id, timestamp: tx.timestamp, author: tx.author, documentId: publishedId };
    const draftCreated = draft && isNull(draft.revert) && !isNull(draft.apply);
    const draftGone = draft && !isNull(draft.revert) && isNull(draft.apply);
    const publishedNow = published && !isNull(published.apply);
    if (published && isNull(published.revert) && publishedNow && !draft)
      events.push({ ...base, type: 'createDocumentVersion', versionId: publishedId, versionRevisionId: tx.id, revisionId: tx.id });
    if (draftCreated) events.push({ ...base, type: 'createDocumentVersion', versionId: draftId, versionRevisionId: tx.id });
    if (draftGone && publishedNow)
      events.push({
        ...base,
        type: 'publishDocumentVersion',
        revisionId: tx.id,
        versionId: draftId,
        ...(draftRev ? { versionRevisionId: draftRev } : {}),
        publishCause: 'document.publish',
      });
    else if (draftGone) events.push({ ...base, type: 'deleteDocumentVersion', versionId: draftId, versionRevisionId: draftRev ?? tx.id });
    if (published && isNull(published.apply) && draftCreated)
      events.push({ ...base, type: 'unpublishDocument', versionId: draftId, versionRevisionId: tx.id });
    if (draft) draftRev = isNull(draft.apply) ? undefined : tx.id;
  }
  return events.reverse();
}

export function historyRoutes(history: History) {
  return (request: ApiRequest): boolean => {
    const { route, url, res, cors, send, wrongDataset } = request;
    const m = /^data\/history\/([^/]+)\/(transactions|documents|events\/documents)\/(.+)$/.exec(route);
    if (!m) return false;
    if (wrongDataset(m[1]) || refusedHistory(request)) return true;
    const ids = decodeURIComponent(m[3]).split(',');
    const query = url.searchParams;
    if (m[2] === 'events/documents') {
      const id = ids[0];
      const limit = Number(query.get('limit')) || 100;
      return send(200, { events: { [id]: documentEvents(history.transactions(), id).slice(0, limit) }, nextCursor: '' });
    }
    if (m[2] === 'documents') {
      const revision = query.get('revision') ?? undefined;
      const time = query.get('time') ?? undefined;
      if (revision && time) return send(400, { error: { description: 'revision and time cannot both be given', type: 'validationError' } });
      return send(200, { documents: history.documentsAt(ids, { revision, time, lastRevision: query.get('lastRevision') === 'true' }) });
    }
    res.writeHead(200, { 'content-type': 'application/x-ndjson', ...cors });
    res.end(
      selected(history.transactions(), ids, query)
        .map((tx) => `${JSON.stringify(shaped(tx, ids, query))}\n`)
        .join(''),
    );
    return true;
  };
}
