/**
 * The stand-in's dataset: documents in memory, changed by the Sanity mutation format and by the
 * actions the Studio sends (edit, publish, discard, delete), with listeners told of every change.
 * Patches are applied by @sanity/mutator, the same code the Studio uses for its local copy.
 */
import { randomUUID } from 'node:crypto';
import { Mutation } from '@sanity/mutator';
import type { SanityDocument } from '../../src/content/sources';

type Doc = SanityDocument & { _rev?: string; _createdAt?: string; _updatedAt?: string };
type MutationBody = Record<string, any>;

export interface ChangeEvent {
  documentId: string;
  transactionId: string;
  previousRev?: string;
  /** The transaction's id, for a deletion too (as the API sends it: the Studio chains events by it). */
  resultRev: string;
  previous: Doc | null;
  result: Doc | null;
  mutations: MutationBody[];
  timestamp: string;
  transactionTotalEvents: number;
  transactionCurrentEvent: number;
}

/** A failed precondition or a broken mutation: answered as HTTP 409/400 like the API does. */
export class MutationError extends Error {
  constructor(
    message: string,
    readonly status = 409,
  ) {
    super(message);
  }
}

const publishedIdOf = (id: string) => id.replace(/^drafts\./, '');

/** Stages a document's next state (null: deleted) inside a transaction, with the mutation that made it. */
type Put = (id: string, next: Doc | null, mutation: MutationBody) => void;
/** A document as the transaction has it so far. */
type Get = (id: string) => Doc | null;
type Listener = (events: ChangeEvent[]) => void;

export function createDocumentStore(seed: SanityDocument[]) {
  const documents = new Map<string, Doc>();
  for (const doc of seed) documents.set(doc._id, { _rev: 'seed', ...doc });
  const listeners = new Set<Listener>();
  const run = (apply: (put: Put, get: Get) => void, transactionId?: string) => transact(documents, listeners, apply, transactionId);

  return {
    all: () => [...documents.values()],
    get: (id: string) => documents.get(id) ?? null,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    mutate(mutations: MutationBody[], transactionId?: string) {
      return run((put, get) => mutations.forEach((mutation) => applyMutation(mutation, put, get)), transactionId);
    },
    /** The Actions API (POST /data/actions): what the Studio sends to edit, publish and discard. */
    act(actions: MutationBody[], transactionId?: string) {
      return run((put, get) => actions.forEach((action) => applyAction(action, put, get)), transactionId);
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;

/** Runs a transaction atomically: all changes or none; listeners hear of it afterwards. */
function transact(
  documents: Map<string, Doc>,
  listeners: Set<Listener>,
  apply: (put: Put, get: Get) => void,
  transactionId: string = randomUUID(),
) {
  const staged = new Map<string, { before: Doc | null; after: Doc | null; mutations: MutationBody[] }>();
  const get: Get = (id) => (staged.has(id) ? staged.get(id)!.after : (documents.get(id) ?? null));
  const put: Put = (id, next, mutation) => {
    const entry = staged.get(id) ?? { before: documents.get(id) ?? null, after: null, mutations: [] };
    entry.after = next;
    entry.mutations.push(mutation);
    staged.set(id, entry);
  };
  apply(put, get);
  const timestamp = new Date().toISOString();
  const events: ChangeEvent[] = [];
  let index = 0;
  for (const [id, { before, after, mutations }] of staged) {
    const result = after
      ? { ...after, _id: id, _rev: transactionId, _updatedAt: timestamp, _createdAt: after._createdAt ?? before?._createdAt ?? timestamp }
      : null;
    if (result) documents.set(id, result);
    else documents.delete(id);
    events.push({
      documentId: id,
      transactionId,
      previousRev: before?._rev,
      resultRev: transactionId,
      previous: before,
      result,
      mutations,
      timestamp,
      transactionTotalEvents: staged.size,
      transactionCurrentEvent: ++index,
    });
  }
  for (const listener of listeners) listener(events);
  return { transactionId, results: events.map((event) => ({ id: event.documentId, operation: operationOf(event) })) };
}

/** One mutation of the Mutations API (POST /data/mutate). */
function applyMutation(mutation: MutationBody, put: Put, get: Get) {
  const [kind, body] = Object.entries(mutation)[0] ?? [];
  const withId = (doc: Doc) => (doc._id ? doc : { ...doc, _id: randomUUID() });
  switch (kind) {
    case 'create': {
      const doc = withId(body);
      if (get(doc._id)) throw new MutationError(`Document by ID "${doc._id}" already exists`);
      return put(doc._id, doc, mutation);
    }
    case 'createIfNotExists':
      return get(body._id) ? undefined : put(body._id, body, mutation);
    case 'createOrReplace':
      return put(body._id, body, mutation);
    case 'delete':
      return get(body.id) ? put(body.id, null, mutation) : undefined;
    case 'patch': {
      const current = get(body.id);
      if (!current) throw new MutationError(`Document "${body.id}" not found`);
      if (body.ifRevisionID && body.ifRevisionID !== current._rev)
        throw new MutationError(`Document "${body.id}" has unexpected revision ID ("${current._rev}"), expected "${body.ifRevisionID}"`);
      const next = new Mutation({ mutations: [mutation] }).apply(current) as Doc;
      return put(body.id, next, mutation);
    }
    default:
      throw new MutationError(`Ukjent mutasjon: ${kind}`, 400);
  }
}

/** One action of the Actions API, on a document's draft and published version. */
function applyAction(action: MutationBody, put: Put, get: Get) {
  const draftId: string = action.draftId ?? `drafts.${action.publishedId}`;
  const publishedId: string = action.publishedId ?? publishedIdOf(draftId);
  switch (action.actionType) {
    case 'sanity.action.document.create':
    case 'sanity.action.document.version.create': {
      const id = action.attributes?._id ?? draftId;
      if (get(id) && action.ifExists !== 'ignore') throw new MutationError(`Document "${id}" already exists`);
      if (!get(id)) put(id, { ...action.attributes, _id: id }, { create: action.attributes });
      return;
    }
    case 'sanity.action.document.edit':
      return edit(action, draftId, publishedId, put, get);
    case 'sanity.action.document.publish':
      return publish(action, draftId, publishedId, put, get);
    case 'sanity.action.document.replaceDraft': {
      // «Gjenopprett» in the Studio's history: the draft becomes the chosen revision.
      const draft = { ...action.attributes, _id: draftId };
      return put(draftId, draft, { createOrReplace: draft });
    }
    case 'sanity.action.document.discard':
      if (get(draftId)) put(draftId, null, { delete: { id: draftId } });
      return;
    case 'sanity.action.document.delete':
      for (const id of [publishedId, ...(action.includeDrafts ?? [draftId])]) if (get(id)) put(id, null, { delete: { id } });
      return;
    case 'sanity.action.document.unpublish': {
      const published = get(publishedId);
      if (!published) throw new MutationError(`Document "${publishedId}" not found`);
      if (!get(draftId)) put(draftId, { ...published, _id: draftId }, { create: { ...published, _id: draftId } });
      put(publishedId, null, { delete: { id: publishedId } });
      return;
    }
    default:
      throw new MutationError(`Handlingen «${action.actionType}» er ikke støttet av stand-in-API-et`, 400);
  }
}

/** An edit patches the draft, made from the published version first if there is none. */
function edit(action: MutationBody, draftId: string, publishedId: string, put: Put, get: Get) {
  if (!get(draftId)) {
    const base = get(publishedId);
    if (!base) throw new MutationError(`Document "${publishedId}" not found`);
    put(draftId, { ...base, _id: draftId }, { createIfNotExists: { ...base, _id: draftId } });
  }
  applyMutation({ patch: { ...action.patch, id: draftId } }, put, get);
}

function publish(action: MutationBody, draftId: string, publishedId: string, put: Put, get: Get) {
  const draft = get(draftId);
  if (!draft) throw new MutationError(`Draft "${draftId}" not found`);
  if (action.ifDraftRevisionId && action.ifDraftRevisionId !== draft._rev) throw new MutationError(`Draft "${draftId}" has changed`);
  const { _rev, ...content } = draft;
  put(publishedId, { ...content, _id: publishedId }, { createOrReplace: { ...content, _id: publishedId } });
  put(draftId, null, { delete: { id: draftId } });
}

function operationOf({ previous, result }: ChangeEvent): 'create' | 'update' | 'delete' {
  return !previous ? 'create' : result ? 'update' : 'delete';
}
