/**
 * The site search's strings, beside the rest of the site's (nb.ts) in a module of their own. The
 * search page's script loads only what it writes (searchResultTexts), not the page's own strings.
 */
export const searchResultTexts = {
  loading: 'Søker …',
  failed: 'Søket virker ikke akkurat nå. Prøv igjen om litt, eller finn fram fra menyen.',
  none: (query: string) => `Ingen treff på «${query}». Prøv et annet ord.`,
  count: (shown: number, total: number, query: string) =>
    total > shown ? `${total} treff på «${query}». Her er de ${shown} beste.` : `${total} treff på «${query}».`,
  past: 'Har vært',
} as const;

export const searchTexts = {
  /** The header's link to the search page, and the page's title. */
  link: 'Søk',
  title: 'Søk',
  description: 'Søk i programmet og på sidene til bedehuset.',
  label: 'Hva leter du etter?',
  hint: 'For eksempel søndagsskole, julekonsert, parkering eller kontonummer.',
  category: 'Kategori',
  allCategories: 'Alle kategorier',
  submit: 'Søk',
  noScript:
    'Søket trenger JavaScript, som er slått av i nettleseren din. Du finner det meste fra menyen, i programmet og på aktivitetssiden.',
  ...searchResultTexts,
} as const;
