/** What the ranking needs of one search result. */
export interface ScoredHit {
  title: string;
  /** The engine's relevance: higher is better. */
  score: number;
  /** An event's end, ms since the epoch; a page has none. */
  ends?: number;
}

export type RankedHit<T extends ScoredHit> = T & { past: boolean };

const byTitle = (a: ScoredHit, b: ScoredHit) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);

/**
 * The results in the order a visitor wants them: coming events and pages by relevance, events that
 * have ended (by the visitor's clock, `now`) below all of them. The dates of one event (one title)
 * come together at the place of the best of them, the next date first: this year's Julebasar before
 * next year's, however their texts score.
 */
export function rankHits<T extends ScoredHit>(hits: readonly T[], now: number): RankedHit<T>[] {
  const ranked = hits.map((hit) => ({ ...hit, past: hit.ends !== undefined && hit.ends <= now }));
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
