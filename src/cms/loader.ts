import { bundledDatasetPathFromEnv, sanityConfigFromEnv } from './config';
import { groqJsFetcher, loadBundledDataset, sanityClientFetcher, type Fetcher } from './sources';

let fetcher: Fetcher | undefined;

/** The one content source of this build: hosted Sanity when configured, else the bundled dataset. */
export function contentFetcher(): Fetcher {
  if (!fetcher) {
    const config = sanityConfigFromEnv();
    fetcher = config ? sanityClientFetcher(config) : groqJsFetcher(loadBundledDataset(bundledDatasetPathFromEnv()));
  }
  return fetcher;
}
