/** One search result as the search page shows it, from Pagefind's data for a page. */
export interface SearchHit {
  url: string;
  title: string;
  /** Pagefind's excerpt: text with <mark> around the words found. */
  excerpt: string;
  /** An event's time as the page writes it: "tirsdag 1. desember 2026 kl. 19.30–20.30". */
  when?: string;
  /** An event's end, ms since the epoch. */
  ends?: number;
}

export interface RankedHit extends SearchHit {
  past: boolean;
}

/**
 * Pagefind's relevance order with events that have ended (by the visitor's clock) moved below the
 * rest: a coming Christmas concert before last year's. Within each group the order is Pagefind's.
 */
export function comingFirst(hits: readonly SearchHit[], now: number): RankedHit[] {
  const ranked = hits.map((hit) => ({ ...hit, past: hit.ends !== undefined && hit.ends <= now }));
  return [...ranked.filter((hit) => !hit.past), ...ranked.filter((hit) => hit.past)];
}

/** A page's address as the site writes it (no trailing slash), from Pagefind's URL ("/om-oss/"). */
export const siteUrl = (url: string) => url.replace(/\/(index\.html)?$/, '') || '/';
