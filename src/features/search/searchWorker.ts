/**
 * The search engine in a worker of its own: the search page starts it when a visitor starts to search
 * (runSearch.ts). Vite bundles it as a separate file, so the page's script stays small and needs no
 * loader for parts on demand; searching and reading the index never hold up the page.
 */
import { loadSearchEngine, type SearchEngine } from './searchEngine';
import type { SearchReply, SearchRequest } from './searchMessages';

let engine: Promise<SearchEngine> | undefined;

self.addEventListener('message', (event: MessageEvent<SearchRequest>) => {
  const { id, indexUrl, query, category } = event.data;
  engine ??= loadSearchEngine(indexUrl);
  engine.then(
    (loaded) => postMessage({ id, hits: query ? loaded.search(query, category) : [] } satisfies SearchReply),
    (error: unknown) => {
      // A failed load is tried again at the next request.
      engine = undefined;
      postMessage({ id, error: String(error) } satisfies SearchReply);
    },
  );
});
