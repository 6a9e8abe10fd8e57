import { checkDocuments, describeProblems } from './schemaCheck';
import { bundledDatasetPathFromEnv, sanityConfigFromEnv } from './sourceConfig';
import { groqJsFetcher, loadBundledDataset, sanityClientFetcher, type Fetcher, type SanityDocument } from './sources';

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

/**
 * The bundled dataset, checked against the Studio schema before any page reads it: a broken
 * document stops the build naming its id and field. (A hosted project is validated by its Studio.)
 */
async function checkedBundledDataset(path: string): Promise<SanityDocument[]> {
  const documents = loadBundledDataset(path);
  const problems = await checkDocuments(documents);
  if (problems.length) throw new Error(`${path} har ${problems.length} feil mot skjemaet:\n${describeProblems(problems)}`);
  return documents;
}

function bundledFetcher(path: string): Fetcher {
  const dataset = checkedBundledDataset(path).then(groqJsFetcher);
  return async <T>(query: string, params?: Parameters<Fetcher>[1]) => (await dataset)<T>(query, params);
}

/** The one content source of this build: hosted Sanity when configured, else the bundled dataset. */
export function contentFetcher(): Fetcher {
  if (!fetcher) {
    const config = sanityConfigFromEnv();
    fetcher = answeredOnce(config ? sanityClientFetcher(config) : bundledFetcher(bundledDatasetPathFromEnv()));
  }
  return fetcher;
}
