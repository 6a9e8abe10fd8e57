/**
 * The stand-in's History API over HTTP, asked as the Studio's «Historikk» asks (the query string of
 * sanity's TimelineController) and as «Gjenopprett» asks (the document at a revision, then the
 * draft replaced): each transaction with its id (the revision it made), time, author and mendoza
 * effects that rebuild each version; an earlier version restored and published again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { applyPatch } from 'mendoza';
import { readNdjson } from '../../../../src/content/sources';
import { startSanityApiStandIn, type StandIn } from '../../../../stand-ins/sanity/sanityApiStandIn';
import { STAND_IN_TOKEN, currentUser } from '../../../../stand-ins/sanity/project';
import { API_VERSION } from '../../../../src/content/sourceConfig';

const bundled = readNdjson(readFileSync('studio/dataset/production.ndjson', 'utf8'));
const ID = 'legalPage-personvern';
const DRAFT = `drafts.${ID}`;
const seededTitle = bundled.find((doc) => doc._id === ID)!.title as string;
const STUDIO_QUERY =
  'tag=sanity.studio.structure.history&effectFormat=mendoza&excludeContent=true&excludeMutations=true&includeIdentifiedDocumentsOnly=true&reverse=true&limit=50';

interface Transaction {
  id: string;
  timestamp: string;
  author: string;
  documentIDs: string[];
  mutations?: unknown[];
  effects?: Record<string, { apply: unknown; revert: unknown }>;
}

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startSanityApiStandIn(bundled);
});
afterAll(() => standIn?.stop());

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${standIn.apiHost}/v${API_VERSION}/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${STAND_IN_TOKEN}`, 'content-type': 'application/json' },
  });
const act = async (actions: Record<string, unknown>[]) => {
  const response = await api('data/actions/production', { method: 'POST', body: JSON.stringify({ actions }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { transactionId: string }).transactionId;
};
const editTitle = (title: string) =>
  act([{ actionType: 'sanity.action.document.edit', draftId: DRAFT, publishedId: ID, patch: { set: { title } } }]);
const publish = () => act([{ actionType: 'sanity.action.document.publish', draftId: DRAFT, publishedId: ID }]);
const transactions = async (query: string): Promise<Transaction[]> => {
  const response = await api(`data/history/production/transactions/${ID},${DRAFT}?${query}`);
  expect(response.headers.get('content-type')).toContain('ndjson');
  return (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Transaction);
};
const atRevision = async (rev: string) =>
  (
    (await (await api(`data/history/production/documents/${ID},${DRAFT}?revision=${rev}`)).json()) as {
      documents: { _id: string; _rev: string; title: string }[];
    }
  ).documents;

describe('the stand-in’s History API', () => {
  const published: string[] = [];

  beforeAll(async () => {
    for (const title of ['Personvern, versjon 2', 'Personvern, versjon 3']) {
      await editTitle(title);
      published.push(await publish());
    }
  });

  it('lists each transaction on the document, newest first, with id, time, author and effects', async () => {
    const log = await transactions(STUDIO_QUERY);
    expect(log.map((tx) => tx.id)).toEqual([published[1], expect.any(String), published[0], expect.any(String), 'seed']);
    for (const tx of log) {
      expect(tx.author).toBe(currentUser().id);
      expect(new Date(tx.timestamp).toISOString()).toBe(tx.timestamp);
      expect(tx.mutations).toBeUndefined();
      expect(tx.documentIDs.every((id) => [ID, DRAFT].includes(id))).toBe(true);
    }
    // A publish touches both: the published document made from the draft, the draft deleted.
    expect(Object.keys(log[0].effects!).sort()).toEqual([ID, DRAFT].sort());
    const timestamps = log.map((tx) => tx.timestamp);
    expect([...timestamps].sort().reverse()).toEqual(timestamps);
  });

  it('rebuilds every version from the effects, oldest first, as the Studio’s timeline does', async () => {
    const log = (await transactions('effectFormat=mendoza&includeIdentifiedDocumentsOnly=true')).filter((tx) => tx.effects?.[ID]);
    let document: { title?: string } | null = null;
    const titles = log.map((tx) => {
      document = applyPatch(document, tx.effects![ID].apply as never) as { title?: string } | null;
      return document?.title;
    });
    expect(titles).toEqual([seededTitle, 'Personvern, versjon 2', 'Personvern, versjon 3']);
    // The revert effect leads back: the last one undone gives the version before.
    expect((applyPatch(document, log.at(-1)!.effects![ID].revert as never) as { title: string }).title).toBe('Personvern, versjon 2');
  });

  it('lists the document’s events as the Events API does: created, a draft made and published, twice', async () => {
    const response = await api(`data/history/production/events/documents/${DRAFT}?limit=100`);
    const { events } = (await response.json()) as { events: Record<string, { type: string; revisionId?: string; versionId: string }[]> };
    expect(events[DRAFT].map((event) => [event.type, event.versionId, event.revisionId])).toEqual([
      ['publishDocumentVersion', DRAFT, published[1]],
      ['createDocumentVersion', DRAFT, undefined],
      ['publishDocumentVersion', DRAFT, published[0]],
      ['createDocumentVersion', DRAFT, undefined],
      ['createDocumentVersion', ID, 'seed'],
    ]);
  });

  it('pages as the Studio does: up to and including toTransaction, and limit', async () => {
    const log = await transactions(`reverse=true&toTransaction=${published[0]}&limit=2`);
    expect(log.map((tx) => tx.id)).toEqual([published[0], expect.any(String)]);
  });

  it('gives the document at a revision and at a time, and restores it as the draft', async () => {
    expect((await atRevision(published[0])).map((doc) => [doc._id, doc._rev, doc.title])).toEqual([
      [ID, published[0], 'Personvern, versjon 2'],
    ]);
    const [first] = await transactions('');
    const atSeed = (await (await api(`data/history/production/documents/${ID}?time=${first.timestamp}`)).json()) as {
      documents: { title: string }[];
    };
    expect(atSeed.documents.map((doc) => doc.title)).toEqual([seededTitle]);

    const [earlier] = await atRevision(published[0]);
    const { _rev, ...attributes } = earlier;
    await act([{ actionType: 'sanity.action.document.replaceDraft', publishedId: ID, attributes: { ...attributes, _id: DRAFT } }]);
    await publish();
    const now = (await (await api(`data/doc/production/${ID}`)).json()) as { documents: { title: string }[] };
    expect(now.documents[0].title).toBe('Personvern, versjon 2');
    expect((await transactions(STUDIO_QUERY)).length).toBe(7);
  });
});
