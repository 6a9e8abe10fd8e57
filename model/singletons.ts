/**
 * Document types with exactly one document. The id equals the type name: the Studio opens that
 * document directly, and the site's queries ask for it by this id.
 *
 * A page's own text lives in the document named after the page (the Studio lists it under the
 * page's name): «Medlemskap» (membership) holds the membership page's text with its fee and age;
 * «Om oss», «Aktiviteter» and «Givertjeneste» have a document each. «Bedehuset» (location) holds
 * only what is about the building.
 */
export const SINGLETON_IDS = {
  siteSettings: 'siteSettings',
  location: 'location',
  aboutPage: 'aboutPage',
  activitiesPage: 'activitiesPage',
  membership: 'membership',
  donationsPage: 'donationsPage',
  hallHirePage: 'hallHirePage',
} as const;

export const SINGLETON_TYPES: ReadonlySet<string> = new Set(Object.values(SINGLETON_IDS));

/** The field of a page's document that holds the page's text. */
export const PAGE_TEXT_FIELD = 'body';
