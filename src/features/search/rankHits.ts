/** What the ranking needs of one search result. */
export interface ScoredHit {
  title: string;
  /** The engine's relevance: higher is better. */
  score: number;
  /** An event's end, ms since the epoch; a page has none. */
  ends?: number;
  /** How many words of the query it matched (model/searchIndex.ts, wordsMatched); unknown, it is kept. */
  words?: number;
}

export type RankedHit<T extends ScoredHit> = T & { past: boolean };

/**
 * Under this share of the best score, a hit that matches fewer of the query's words than the best
 * match does is left out. A tenth keeps a page that has one of two words well (an «Årsmøte» for
 * «bli medlem»), and the one word of a question that matters (the meeting for «når er neste
 * bønnemøte»), and drops what shares only «i», «på» or «og», or a word by a typo.
 */
export const WEAK_SHARE = 0.1;

const byTitle = (a: ScoredHit, b: ScoredHit) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);

/**
 * The results in the order a visitor wants them: coming events and pages by relevance, events that
 * have ended (by the visitor's clock, `now`) below all of them. The dates of one event (one title)
 * come together at the place of the best of them, the next date first: this year's Julebasar before
 * next year's, however their texts score. Weak extra matches of a query of several words are left
 * out (withoutWeakHits).
 */
export function rankHits<T extends ScoredHit>(hits: readonly T[], now: number): RankedHit<T>[] {
  const ranked = withoutWeakHits(hits).map((hit) => ({ ...hit, past: hit.ends !== undefined && hit.ends <= now }));
  const best = new Map<string, number>();
  for (const hit of ranked) if (!hit.past) best.set(hit.title, Math.max(best.get(hit.title) ?? -Infinity, hit.score));
  const weight = (hit: RankedHit<T>) => (hit.past ? hit.score : best.get(hit.title)!);
  return ranked.sort(
    (a, b) =>
      Number(a.past) - Number(b.past) ||
      weight(b) - weight(a) ||
      byTitle(a, b) ||
      (a.past ? (b.ends ?? 0) - (a.ends ?? 0) : (a.ends ?? 0) - (b.ends ?? 0)),
  );
}

/**
 * A query of several words finds, besides the pages it means, every page that shares one small word
 * with it or one word by a typo. Such a hit goes when another matches more of the query's words and
 * it scores under WEAK_SHARE of the best. An event is judged by the best of its dates, so its dates
 * stay or go together; with no better hit (one word, or none matching more) every hit stays.
 */
function withoutWeakHits<T extends ScoredHit>(hits: readonly T[]): T[] {
  const counted = hits.filter((hit) => hit.words !== undefined);
  if (counted.length === 0) return [...hits];
  const mostWords = Math.max(...counted.map((hit) => hit.words!));
  const floor = WEAK_SHARE * Math.max(...hits.map((hit) => hit.score));
  const strong = new Set<string>();
  for (const hit of hits) if (hit.words === undefined || hit.words === mostWords || hit.score >= floor) strong.add(hit.title);
  return hits.filter((hit) => strong.has(hit.title));
}
