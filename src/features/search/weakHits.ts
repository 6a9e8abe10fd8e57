/** What the sifting needs of one search result. */
export interface CountedHit {
  title: string;
  /** The engine's relevance: higher is better. */
  score: number;
  /** How many words of the query it matched (model/searchIndex.ts, wordsMatched); unknown, it is kept. */
  words?: number;
}

/**
 * Under this share of the best score, a hit that matches fewer of the query's words than the best
 * match does is left out. A tenth keeps a page that has one of two words well (an «Årsmøte» for
 * «bli medlem»), and the one word of a question that matters (the meeting for «når er neste
 * bønnemøte»), and drops what shares only «i», «på» or «og», or a word by a typo.
 */
const WEAK_SHARE = 0.1;

/**
 * A query of several words finds, besides the pages it means, every page that shares one small word
 * with it or one word by a typo. Such a hit goes when another matches more of the query's words and
 * it scores under WEAK_SHARE of the best. An event is judged by the best of its dates, so its dates
 * stay or go together; with no better hit (one word, or none matching more) every hit stays.
 * Done in the search worker (searchEngine.ts), before the page ranks what is left (rankHits.ts).
 */
export function withoutWeakHits<T extends CountedHit>(hits: readonly T[]): T[] {
  const counted = hits.filter((hit) => hit.words !== undefined);
  if (counted.length === 0) return [...hits];
  const mostWords = Math.max(...counted.map((hit) => hit.words!));
  const floor = WEAK_SHARE * Math.max(...hits.map((hit) => hit.score));
  const strong = new Set<string>();
  for (const hit of hits) if (hit.words === undefined || hit.words === mostWords || hit.score >= floor) strong.add(hit.title);
  return hits.filter((hit) => strong.has(hit.title));
}
