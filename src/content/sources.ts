import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import { BUNDLED_DATASET_PATH, bundledDatasetPathFromEnv, sanityConfigFromEnv, type SanitySourceConfig } from './sourceConfig';

type QueryParams = Record<string, unknown>;
/** Runs one GROQ query with parameters against a content source. */
export type Fetcher = <T>(query: string, params?: QueryParams) => Promise<T>;

export interface SanityDocument {
  _id: string;
  _type: string;
  [key: string]: unknown;
}

/** Reads Sanity's NDJSON export format, naming the line of any broken JSON. */
export function readNdjson(text: string, source = 'datasett'): SanityDocument[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, number }) => {
      try {
        return JSON.parse(line) as SanityDocument;
      } catch (error) {
        throw new Error(`${source}, linje ${number}: ugyldig JSON (${(error as Error).message})`);
      }
    });
}

/** Published documents only, as the Sanity API's "published" perspective returns. */
export function publishedOnly(documents: SanityDocument[]): SanityDocument[] {
  // A document without an id is kept: the schema check names it (schemaCheck.ts).
  return documents.filter((doc) => typeof doc._id !== 'string' || (!doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.')));
}

export function loadBundledDataset(path = BUNDLED_DATASET_PATH): SanityDocument[] {
  // process.cwd(), not import.meta.url: the module moves when Astro bundles it.
  const file = resolve(process.cwd(), path);
  return publishedOnly(readNdjson(readFileSync(file, 'utf8'), path));
}

export function groqJsFetcher(documents: SanityDocument[]): Fetcher {
  const dataset = publishedOnly(documents);
  return async <T>(query: string, params: QueryParams = {}) => {
    const tree = parse(query, { params });
    const result = await evaluate(tree, { dataset, params });
    return (await result.get()) as T;
  };
}

export function sanityClientFetcher(config: SanitySourceConfig): Fetcher {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    useCdn: false,
    perspective: 'published',
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  });
  return <T>(query: string, params: QueryParams = {}) => client.fetch<T>(query, params);
}

/** The source this environment configures, as it is: hosted Sanity when configured, else the bundled dataset. */
export function configuredSource(): Fetcher {
  const config = sanityConfigFromEnv();
  return config ? sanityClientFetcher(config) : groqJsFetcher(loadBundledDataset(bundledDatasetPathFromEnv()));
}
