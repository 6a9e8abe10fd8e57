import type { EngineHit } from './searchEngine';

/** What the search page asks its worker (searchWorker.ts): an empty query only loads the index. */
export interface SearchRequest {
  id: number;
  indexUrl: string;
  query: string;
  category: string;
}

/** The worker's answer to the request with the same id. */
export type SearchReply = { id: number; hits: EngineHit[] } | { id: number; error: string };
