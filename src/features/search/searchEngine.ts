/**
 * The search itself, loaded by the search page when a visitor starts to search (runSearch.ts): MiniSearch
 * and the index the build wrote (scripts/astro/search-index.mjs), read with the same settings.
 * It imports nothing the page's own script does (the index's address comes as an argument): a chunk
 * loaded on demand that shares a module with the page costs Vite's preload helper, one more file.
 * Weak extra matches of a long query are left out here (weakHits.ts), so the page's script stays small.
 */
import MiniSearch from 'minisearch';
import { SEARCH_INDEX_OPTIONS, wordsMatched, type SearchDocument } from '../../../model/searchIndex';
import { excerpt, markedText, type ExcerptPart } from './excerpt';
import { withoutWeakHits } from './weakHits';

/** One result: the page's stored fields, the engine's score, and its title and an excerpt with the words found marked. */
export type EngineHit = Omit<SearchDocument, 'id' | 'text'> & { score: number; titleParts: ExcerptPart[]; excerpt: ExcerptPart[] };

export interface SearchEngine {
  search(query: string, category: string): EngineHit[];
}

export async function loadSearchEngine(indexUrl: string): Promise<SearchEngine> {
  const response = await fetch(indexUrl);
  if (!response.ok) throw new Error(`${indexUrl}: ${response.status}`);
  const index = MiniSearch.loadJSON<SearchDocument>(await response.text(), SEARCH_INDEX_OPTIONS);
  return {
    search: (query, category) => {
      const found = index.search(query, category ? { filter: (result) => result.category === category } : {});
      const counted = found.map((result) => ({
        result,
        title: result.title as string,
        score: result.score,
        words: wordsMatched(query, result.queryTerms),
      }));
      return withoutWeakHits(counted).map(({ result }) => ({
        url: result.url as string,
        title: result.title as string,
        when: result.when as string | undefined,
        ends: result.ends as number | undefined,
        category: result.category as string | undefined,
        score: result.score,
        titleParts: markedText(result.title as string, new Set(result.terms)),
        excerpt: excerpt(result.text as string, new Set(result.terms)),
      }));
    },
  };
}
