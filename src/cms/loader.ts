import { bundledDatasetPathFromEnv, sanityConfigFromEnv } from './config';
import { groqJsFetcher, loadBundledDataset, sanityClientFetcher, type Fetcher } from './sources';

let fetcher: Fetcher | undefined;

/**
 * Content does not change during a build, so each query (with its parameters) is answered once and
 * shared: the layout's site settings are asked for by every one of ~400 pages.
 */
function answeredOnce(fetch: Fetcher): Fetcher {
  const answers = new Map<string, Promise<unknown>>();
  return <T>(query: string, params?: Parameters<Fetcher>[1]) => {
    const key = JSON.stringify([query, params ?? {}]);
    if (!answers.has(key)) answers.set(key, fetch<T>(query, params));
    return answers.get(key) as Promise<T>;
  };
}

/** The one content source of this build: hosted Sanity when configured, else the bundled dataset. */
export function contentFetcher(): Fetcher {
  if (!fetcher) {
    const config = sanityConfigFromEnv();
    fetcher = answeredOnce(config ? sanityClientFetcher(config) : groqJsFetcher(loadBundledDataset(bundledDatasetPathFromEnv())));
  }
  return fetcher;
}
