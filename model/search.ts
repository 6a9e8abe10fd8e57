/**
 * Facts the search shares between the build (scripts/astro/search-index.mjs), the search page and
 * its browser script, and the tests. Plain values only, so a browser bundle keeps just what it uses.
 */

/** Where Pagefind writes its index and browser API in dist/ (and where the search page loads them). */
export const SEARCH_INDEX_DIR = '/pagefind';
/** Pagefind's language code for Norwegian bokmål: its stemmer finds «bønnemøtet» under «bønnemøte». */
export const SEARCH_LANGUAGE = 'nb';
/** The query's and the category filter's names in the search page's address: /sok?q=…&kategori=… */
export const SEARCH_PARAMS = { query: 'q', category: 'kategori' } as const;
/** Pagefind's names for what event pages tell the search (data-pagefind-meta / -filter). */
export const SEARCH_FIELDS = { category: 'kategori', when: 'dato', ends: 'slutt' } as const;
/** How many results the search page loads and shows (each is a small fragment request). */
export const SEARCH_RESULTS_SHOWN = 20;
