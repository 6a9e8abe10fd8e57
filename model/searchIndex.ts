/**
 * The site search's MiniSearch settings, one copy for the build that writes the index
 * (scripts/astro/search-index.mjs) and the search page that loads it (src/features/search/):
 * an index read with other settings than it was written with finds the wrong words.
 */
import type { Options, SearchOptions } from 'minisearch';
import { splitWords, tailTerms, wordTerms, foldWord, stemWord } from './searchText.ts';

/** One searchable page as the build reads it from dist/ and the index stores it. */
export interface SearchDocument {
  id: number;
  /** The page's address as the site links it (/program/julebasar-2026). */
  url: string;
  title: string;
  /** The page's text, labels apart from their values («Hvor: …»): the excerpts are cut from it. */
  text: string;
  /** An event's time as its page writes it. */
  when?: string;
  /** An event's end, ms since the epoch: the visitor's clock decides whether it has been. */
  ends?: number;
  /** An event's category title (the search page's filter). */
  category?: string;
}

/** The fields words are found in: the title weighs most, a compound's tail least. */
const BOOST = { title: 3, text: 1, tails: 0.5 };

export const SEARCH_INDEX_OPTIONS: Options<SearchDocument> = {
  fields: Object.keys(BOOST),
  storeFields: ['url', 'title', 'text', 'when', 'ends', 'category'],
  // The tails field is the title and text again, indexed by their compounds' tails only. Stored
  // fields are read through here too: an event's end stays a number, a page has none.
  extractField: (doc, field) => (field === 'tails' ? `${doc.title} ${doc.text}` : doc[field as keyof SearchDocument]),
  tokenize: splitWords,
  processTerm: (term, field) => (field === 'tails' ? tailTerms(term) : wordTerms(term)),
  searchOptions: searchOptions(),
};

/**
 * How a query is matched: each word folded and stemmed; a word of 3 letters or more also as the
 * start of a longer one (klubb → klubben); one letter wrong in words of 4–7 letters, two from 8.
 */
function searchOptions(): SearchOptions {
  return {
    boost: BOOST,
    tokenize: splitWords,
    processTerm: queryTerms,
    prefix: (term) => term.length >= 3,
    fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
    maxFuzzy: 2,
  };
}

/** The terms one word of a query is looked up as: folded, and its stem. */
function queryTerms(word: string): string[] {
  const folded = foldWord(word);
  return [...new Set([folded, stemWord(folded)])];
}

/**
 * How many words of `query` a result matched, from the query terms MiniSearch says it matched (its
 * `queryTerms`): a word counts once, whether found as it is folded or as its stem, whole, as the
 * start of a longer word or with a letter wrong.
 */
export function wordsMatched(query: string, matchedTerms: readonly string[]): number {
  const matched = new Set(matchedTerms);
  return splitWords(query).filter((word) => queryTerms(word).some((term) => matched.has(term))).length;
}
