/**
 * The migration moving the pages' texts out of «Bedehuset» (migrations/move-page-texts), run by
 * @sanity/migrate's own collector over the bundled dataset's documents as they were before the move;
 * its mutations are encoded to the wire format the runner sends (@sanity/mutate) and applied by the
 * Sanity API stand-in's store (@sanity/mutator, as the Content Lake does).
 */
import { SanityEncoder } from '@sanity/mutate';
import { collectMigrationMutations, type MigrationContext } from 'sanity/migrate';
import { describe, expect, it, vi } from 'vitest';
import migration from '../../../migrations/move-page-texts';
import { loadBundledDataset, type SanityDocument } from '../../../src/content/sources';
import { createDocumentStore, type DocumentStore } from '../../../stand-ins/sanity/documentStore';

/** Where each page's text was before the move, written out here as the old schema had it. */
const OLD_FIELDS = { aboutPage: 'about', membership: 'membership', donationsPage: 'donations', activitiesPage: 'activities' } as const;
const NEW_PAGE_DOCUMENTS = new Set(['aboutPage', 'donationsPage', 'activitiesPage']);

const bundled = loadBundledDataset();
const byId = (docs: SanityDocument[], id: string) => docs.find((d) => d._id === id)!;

/** The bundled dataset as it was before the move: the texts in «Bedehuset», no page documents. */
function beforeTheMove(docs: SanityDocument[]): SanityDocument[] {
  const texts = Object.fromEntries(Object.entries(OLD_FIELDS).map(([id, field]) => [field, byId(docs, id).body]));
  return docs
    .filter((d) => !NEW_PAGE_DOCUMENTS.has(d._id))
    .map((d) => {
      if (d._id === 'location') return { ...d, ...texts };
      if (d._id === 'membership') return Object.fromEntries(Object.entries(d).filter(([key]) => key !== 'body')) as SanityDocument;
      return d;
    });
}

/**
 * Runs the migration as `sanity migration run --no-dry-run` would, against an in-memory dataset: the
 * runner exports the migration's types first, and both the documents and `context.filtered` read
 * that export, not the dataset as the run changes it.
 */
async function migrate(store: DocumentStore) {
  const types = new Set<string>(migration.documentTypes);
  const documents = structuredClone(store.all().filter((d) => types.has(d._type)));
  const context = {
    client: undefined as never, // the migration reads only through `filtered`
    dryRun: false,
    filtered: {
      getDocument: async (id: string) => documents.find((d) => d._id === id),
      getDocuments: async (ids: string[]) => documents.filter((d) => ids.includes(d._id)),
    },
  } as unknown as MigrationContext;
  async function* each() {
    for (const doc of documents) yield doc as never;
  }
  let transactions = 0;
  for await (const output of collectMigrationMutations(migration, each, context)) {
    for (const item of [output].flat()) {
      const mutations = item.type === 'transaction' ? item.mutations : [item];
      store.mutate(SanityEncoder.encodeAll(mutations as never));
      transactions++;
    }
  }
  return transactions;
}

describe('migration move-page-texts', () => {
  it('moves every page text out of «Bedehuset» into the page’s document, word for word', async () => {
    const before = beforeTheMove(bundled);
    const store = createDocumentStore(before);
    expect(await migrate(store)).toBe(1);
    const location = store.get('location')!;
    for (const [id, field] of Object.entries(OLD_FIELDS)) {
      expect(store.get(id)?.body, `${field} → ${id}`).toEqual(byId(before, 'location')[field]);
      expect(store.get(id)?.body, `${id} as in the bundled dataset`).toEqual(byId(bundled, id).body);
      expect(location).not.toHaveProperty(field);
    }
    // What else the documents hold is untouched: the fee and the age, the building's facts.
    expect(store.get('membership')).toMatchObject({ feeKroner: byId(bundled, 'membership').feeKroner, minimumAge: 15 });
    const { _rev, _updatedAt, ...rest } = location;
    expect(rest).toEqual(Object.fromEntries(Object.entries(byId(bundled, 'location')).filter(([key]) => key !== '_updatedAt')));
    expect(_rev).not.toBe('seed');
    expect(_updatedAt).toBeDefined();
  });

  it('changes nothing when run again', async () => {
    const store = createDocumentStore(beforeTheMove(bundled));
    await migrate(store);
    const once = structuredClone(store.all());
    expect(await migrate(store)).toBe(0);
    expect(store.all()).toEqual(once);
  });

  it('moves a draft’s unpublished text to a draft of the page, started from the published page; an unchanged draft text is just cleared', async () => {
    const before = beforeTheMove(bundled);
    const location = byId(before, 'location');
    const edited = [
      {
        _type: 'block',
        _key: 'x1',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 'x2', text: 'Ny tekst.', marks: [] }],
      },
    ];
    const store = createDocumentStore([...before, { ...location, _id: 'drafts.location', membership: edited }]);
    await migrate(store);
    expect(store.get('drafts.membership')).toMatchObject({ _type: 'membership', feeKroner: 100, minimumAge: 15, body: edited });
    expect(store.get('membership')?.body).toEqual(location.membership);
    for (const id of ['drafts.aboutPage', 'drafts.donationsPage', 'drafts.activitiesPage']) expect(store.get(id)).toBeNull();
    for (const field of Object.values(OLD_FIELDS)) expect(store.get('drafts.location')).not.toHaveProperty(field);
  });

  it('keeps the old text when the page already says something else, and says so', async () => {
    const before = beforeTheMove(bundled);
    const written = [
      {
        _type: 'block',
        _key: 'y1',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 'y2', text: 'Skrevet alt.', marks: [] }],
      },
    ];
    const store = createDocumentStore(before.map((d) => (d._id === 'membership' ? { ...d, body: written } : d)));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await migrate(store);
    expect(warn.mock.calls.flat().join('\n')).toMatch(/«location»\.membership er ikke flyttet: «membership»\.body har en annen tekst/);
    warn.mockRestore();
    expect(store.get('membership')?.body).toEqual(written);
    expect(store.get('location')?.membership).toEqual(byId(before, 'location').membership);
    expect(store.get('aboutPage')?.body).toEqual(byId(before, 'location').about);
  });
});
