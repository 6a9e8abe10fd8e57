/**
 * Document types with exactly one document. The id equals the type name: the Studio opens that
 * document directly, and the site's queries ask for it by this id.
 */
export const SINGLETON_IDS = {
  siteSettings: 'siteSettings',
  location: 'location',
  membership: 'membership',
} as const;

export const SINGLETON_TYPES: ReadonlySet<string> = new Set(Object.values(SINGLETON_IDS));
