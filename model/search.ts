/**
 * Facts the search shares between the build (scripts/astro/search-index.mjs), the search page and
 * its browser script, and the tests. Plain values only, so a browser bundle keeps just what it uses.
 */

/** Where the build writes the search index in dist/ (and where the search page fetches it). */
export const SEARCH_INDEX_FILE = '/sok/indeks.json';
/** The query's and the category filter's names in the search page's address: /sok?q=…&kategori=… */
export const SEARCH_PARAMS = { query: 'q', category: 'kategori' } as const;
/** The attributes an event page gives the search (SearchFacts.astro): its time, end and category. */
export const SEARCH_FACTS = { when: 'data-search-when', ends: 'data-search-ends', category: 'data-search-category' } as const;
/** How many results the search page shows. */
export const SEARCH_RESULTS_SHOWN = 20;
