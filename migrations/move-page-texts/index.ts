/**
 * Moves each page's text out of «Bedehuset» (location) into the document named after the page,
 * for a hosted dataset made while the texts were fields of «Bedehuset»:
 *
 *   location.about      → aboutPage.body       («Om oss»)
 *   location.membership → membership.body      («Medlemskap», beside the fee and the age)
 *   location.donations  → donationsPage.body   («Givertjeneste»)
 *   location.activities → activitiesPage.body  («Aktiviteter»)
 *
 * Dry run first (the default), then for real:
 *   npx sanity migration run move-page-texts
 *   npx sanity migration run move-page-texts --no-dry-run
 *
 * No text is lost: a text is only taken out of «Bedehuset» in the same transaction that writes it
 * into its page's document, and never when that document already holds a different text (then both
 * stay, and the run says which to compare). A draft of «Bedehuset» whose text differs from the
 * published one moves to a draft of the page's document, started from the published page, so the
 * volunteer's unpublished words wait there. Running it again changes nothing.
 */
import { isDeepStrictEqual } from 'node:util';
import { at, createIfNotExists, defineMigration, patch, set, transaction, unset, type Mutation } from 'sanity/migrate';
import { PAGE_TEXT_FIELD, SINGLETON_IDS } from '../../model/singletons.ts';

/** The old field in «Bedehuset» and the page document that now holds its text. */
export const PAGE_TEXT_MOVES = [
  { field: 'about', to: SINGLETON_IDS.aboutPage },
  { field: 'membership', to: SINGLETON_IDS.membership },
  { field: 'donations', to: SINGLETON_IDS.donationsPage },
  { field: 'activities', to: SINGLETON_IDS.activitiesPage },
] as const;

type Doc = { _id: string; _type: string; [field: string]: unknown };
/** Reads a document of the migration's types by id (the runner's `context.filtered.getDocument`). */
type GetDocument = (id: string) => Promise<Doc | undefined>;

const DRAFT = 'drafts.';

/**
 * The mutations that move one «Bedehuset» document's texts (published or draft), and the texts left
 * where they were because their page already says something else.
 */
export async function movePageTexts(location: Doc, getDocument: GetDocument): Promise<{ mutations: Mutation[]; kept: string[] }> {
  const isDraft = location._id.startsWith(DRAFT);
  const published = isDraft ? await getDocument(location._id.slice(DRAFT.length)) : undefined;
  const mutations: Mutation[] = [];
  const kept: string[] = [];
  const moved: string[] = [];
  for (const { field, to } of PAGE_TEXT_MOVES) {
    const text = location[field];
    if (text === undefined) continue;
    // A draft saying what the published «Bedehuset» says: the published document's move covers it.
    if (isDraft && isDeepStrictEqual(text, published?.[field])) {
      moved.push(field);
      continue;
    }
    const targetId = isDraft ? `${DRAFT}${to}` : to;
    const target = await getDocument(targetId);
    const present = target?.[PAGE_TEXT_FIELD];
    if (present !== undefined && !isDeepStrictEqual(present, text)) {
      kept.push(
        `«${location._id}».${field} er ikke flyttet: «${targetId}».${PAGE_TEXT_FIELD} har en annen tekst. Sammenlign dem og slett den gamle.`,
      );
      continue;
    }
    // A new draft of a page starts from its published document, so it does not hide the fee or the age.
    const base = target ?? (isDraft ? await getDocument(to) : undefined) ?? { _type: to };
    mutations.push(createIfNotExists({ ...base, _id: targetId, _type: to }), patch(targetId, at(PAGE_TEXT_FIELD, set(text))));
    moved.push(field);
  }
  if (moved.length > 0)
    mutations.push(
      patch(
        location._id,
        moved.map((field) => at(field, unset())),
      ),
    );
  return { mutations, kept };
}

export default defineMigration({
  title: 'Flytt tekstene fra «Bedehuset» til dokumentene for sidene (Om oss, Medlemskap, Givertjeneste, Aktiviteter)',
  // The page documents are read too (context.filtered only sees the migration's types).
  documentTypes: [SINGLETON_IDS.location, ...PAGE_TEXT_MOVES.map(({ to }) => to)],
  migrate: {
    async document(doc, context) {
      if (doc._type !== SINGLETON_IDS.location) return [];
      const { mutations, kept } = await movePageTexts(doc, (id) => context.filtered.getDocument<Doc & typeof doc>(id));
      for (const line of kept) console.warn(line);
      // One transaction: a text leaves «Bedehuset» only together with its arrival in the page.
      return mutations.length > 0 ? transaction(mutations) : [];
    },
  },
});
