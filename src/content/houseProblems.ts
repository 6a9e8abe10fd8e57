/**
 * What a house still lacks before its site can be built, every fact at once and in the order a
 * helper fills them in: the settings, the house, membership, gifts, then the pages. Only the
 * documents a new house starts with (model/singletons.ts, the gift recipients, the legal pages);
 * the programme's problems are the build's own message.
 */
import { LEGAL_SLUGS } from '../../model/routes';
import { SINGLETON_IDS } from '../../model/singletons';
import { checkDocuments, studioDocumentType } from './schemaCheck';
import type { SanityDocument } from './sources';

/** The house's documents by type, in the helper's order. */
const HOUSE_TYPES = [
  SINGLETON_IDS.siteSettings,
  SINGLETON_IDS.location,
  SINGLETON_IDS.membership,
  SINGLETON_IDS.donationsPage,
  'donationRecipient',
  SINGLETON_IDS.aboutPage,
  SINGLETON_IDS.activitiesPage,
  'legalPage',
] as const;

export interface HouseProblem {
  /** The document as the Studio names it: «Bedehuset», «Juridisk side «Personvernerklæring»». */
  document: string;
  /** The field's title in the Studio, or «(dokumentet)» when the whole document is missing. */
  field: string;
  message: string;
}

const typeTitle = (name: string) => studioDocumentType(name)?.title ?? name;

/** One document's name in the Studio: its type's title, and for a list's item its own title. */
function studioName(document: SanityDocument): string {
  if (document._type === 'legalPage') {
    const slug = (document.slug as { current?: string } | undefined)?.current;
    return `${typeTitle('legalPage')} «${(document.title as string | undefined) || slug || document._id}»`;
  }
  if (document._type === 'donationRecipient')
    return `${typeTitle('donationRecipient')} «${(document.label as string | undefined) || document._id}»`;
  return typeTitle(document._type);
}

interface Ranked extends HouseProblem {
  type: string;
  /** The document's place among those of its type: a legal page by its address, others as they come. */
  place: number;
  /** The field's data path, empty for a missing document. */
  path: string;
}

const slugOf = (document: SanityDocument) => (document.slug as { current?: string } | undefined)?.current ?? '';
const legalPlace = (slug: string) => {
  const index = (LEGAL_SLUGS as readonly string[]).indexOf(slug);
  return index === -1 ? LEGAL_SLUGS.length : index;
};

/** The documents a house must have that the dataset lacks altogether. */
function missingDocuments(documents: SanityDocument[]): Ranked[] {
  const ids = new Set(documents.map((d) => d._id));
  const missing = (type: string, document: string, message: string, place = 0): Ranked => ({
    type,
    document,
    field: '(dokumentet)',
    message,
    place,
    path: '',
  });
  const singletons = HOUSE_TYPES.filter((type) => (Object.values(SINGLETON_IDS) as string[]).includes(type) && !ids.has(type)).map((type) =>
    missing(type, typeTitle(type), 'finnes ikke. Åpne dokumentet i Studioet, fyll det ut og publiser.'),
  );
  const recipients = documents.some((d) => d._type === 'donationRecipient')
    ? []
    : [missing('donationRecipient', typeTitle('donationRecipient'), 'ingen finnes. Legg inn minst én under «Givertjeneste».')];
  const slugs = new Set(documents.filter((d) => d._type === 'legalPage').map(slugOf));
  const legal = LEGAL_SLUGS.filter((slug) => !slugs.has(slug)).map((slug) =>
    missing(
      'legalPage',
      `${typeTitle('legalPage')} «${slug}»`,
      `finnes ikke. Lag en juridisk side med adressen «${slug}».`,
      legalPlace(slug),
    ),
  );
  return [...singletons, ...recipients, ...legal];
}

/** The problems the Studio's own rules find in the house's documents. */
async function schemaProblems(documents: SanityDocument[]): Promise<Ranked[]> {
  const house = documents.filter((d) => (HOUSE_TYPES as readonly string[]).includes(d._type));
  const problems = await checkDocuments(house, documents);
  return problems.map((problem) => {
    const index = house.findIndex((d) => d._id === problem.documentId);
    const document = house[index];
    const place = document?._type === 'legalPage' ? legalPlace(slugOf(document)) : index;
    return {
      type: document?._type ?? '',
      document: document ? studioName(document) : problem.documentId,
      field: problem.label,
      message: problem.message,
      place,
      path: problem.field,
    };
  });
}

/** A problem's place in the helper's order: its document's type, the document, the field's place in the Studio form. */
function rank({ type, place, path }: Ranked): number[] {
  const fields = studioDocumentType(type)?.fields ?? [];
  return [HOUSE_TYPES.indexOf(type as (typeof HOUSE_TYPES)[number]), place, fields.indexOf(path.split('.')[0])];
}

/**
 * Every missing or wrong fact of the house's documents, and each document that is missing
 * altogether, in the helper's order; checked against all of `documents` (references, unique addresses).
 */
export async function houseProblems(documents: SanityDocument[]): Promise<HouseProblem[]> {
  const ranked = [...missingDocuments(documents), ...(await schemaProblems(documents))].map((problem, order) => ({
    problem,
    key: [...rank(problem), order],
  }));
  const byKey = (a: number[], b: number[]) => a.reduce((result, value, i) => result || value - b[i], 0);
  ranked.sort((a, b) => byKey(a.key, b.key));
  return ranked.map(({ problem: { document, field, message } }) => ({ document, field, message }));
}

/**
 * Whether a document id (also the build's names for a missing one: «donationRecipient»,
 * «legalPage-personvern») is one of the house's documents, so that houseProblems covers it.
 */
export function isHouseDocumentId(id: string, documents: SanityDocument[]): boolean {
  const type = documents.find((d) => d._id === id)?._type ?? (id.startsWith('legalPage-') ? 'legalPage' : id);
  return (HOUSE_TYPES as readonly string[]).includes(type);
}
