import { once, requestSource } from './contentScope';
import { cleanStrings } from './cleanText';
import { siteNow } from '../lib/clock';
import { bundledDatasetPathFromEnv, sanityConfigFromEnv, type SanitySourceConfig } from './sourceConfig';
import { configuredSource, groqJsFetcher, loadBundledDataset, sanityClientFetcher, type Fetcher, type SanityDocument } from './sources';

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
 * Every published document, checked before any page reads it (buildCheck.ts): against the Studio
 * schema, and each fact as the pages read it, so a broken document stops the build naming its id
 * and field. Hosted content too: the Studio's checks run in the editor's browser, and the API
 * accepts whatever a token writes.
 */
async function checked(source: string, documents: Promise<SanityDocument[]>): Promise<SanityDocument[]> {
  const all = await documents;
  // Loaded when the check runs: the Studio's schema pulls in `sanity`, which the build's own steps
  // after the pages (uncheckedContentFetcher) and the Astro config that imports them never need.
  const { checkBuild } = await import('./buildCheck');
  await checkBuild(source, all, siteNow());
  return all;
}

/** Answers queries only once `ready` has settled (and fails with it). */
function after(ready: Promise<unknown>, fetch: Fetcher): Fetcher {
  return async <T>(query: string, params?: Parameters<Fetcher>[1]) => {
    await ready;
    return fetch<T>(query, params);
  };
}

function bundledFetcher(path: string): Fetcher {
  const dataset = checked(
    path,
    Promise.resolve().then(() => loadBundledDataset(path)),
  ).then(groqJsFetcher);
  return async <T>(query: string, params?: Parameters<Fetcher>[1]) => (await dataset)<T>(query, params);
}

// The published perspective: every published document, assets included (references to them are checked).
const EVERY_DOCUMENT = '*';

function hostedFetcher(config: SanitySourceConfig): Fetcher {
  const fetch = sanityClientFetcher(config);
  return after(checked(`Sanity-prosjektet ${config.projectId}/${config.dataset}`, fetch<SanityDocument[]>(EVERY_DOCUMENT)), fetch);
}

/** Every answer without control characters or bidi overrides (cleanText.ts), whatever the source. */
export function cleaned(fetch: Fetcher): Fetcher {
  return async <T>(query: string, params?: Parameters<Fetcher>[1]) => cleanStrings(await fetch<T>(query, params));
}

/**
 * The one content source of this build: hosted Sanity when configured, else the bundled dataset;
 * in a preview request, that request's drafts (contentScope.ts).
 */
export function contentFetcher(): Fetcher {
  return once('contentFetcher', () => {
    const config = sanityConfigFromEnv();
    return answeredOnce(cleaned(requestSource() ?? (config ? hostedFetcher(config) : bundledFetcher(bundledDatasetPathFromEnv()))));
  });
}

/**
 * The same source, cleaned, without the schema check: for the build's own steps after its pages
 * (scripts/astro/firestore-rules.mjs). The pages could only be built once the check had passed, and
 * checking again would load the Studio's schema a second time in the same build.
 */
export function uncheckedContentFetcher(): Fetcher {
  return cleaned(configuredSource());
}
