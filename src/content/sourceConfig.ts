/**
 * Which content source the build reads. A Sanity project is "configured" when
 * SANITY_PROJECT_ID is set; otherwise the bundled dataset is queried with groq-js.
 */
import { dirname, join, resolve } from 'node:path';
import { SANITY_API_VERSION } from '../../model/sanityApi.ts';
export interface SanitySourceConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  /** Only for tests: point @sanity/client at a local stand-in of the query API. */
  apiHost?: string;
}

export const API_VERSION = SANITY_API_VERSION;
export const BUNDLED_DATASET_PATH = 'studio/dataset/production.ndjson';

export function sanityConfigFromEnv(env: Record<string, string | undefined> = process.env): SanitySourceConfig | null {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  if (!projectId) return null;
  return {
    projectId,
    dataset: env.SANITY_DATASET?.trim() || 'production',
    apiVersion: API_VERSION,
    token: env.SANITY_API_READ_TOKEN?.trim() || undefined,
    apiHost: env.SANITY_API_HOST?.trim() || undefined,
  };
}

/**
 * The NDJSON file the build reads when no Sanity project is configured. CONTENT_DATASET_FILE
 * points it at another export (the bench builds with generated programmes this way); relative
 * paths are from the project root.
 */
export function bundledDatasetPathFromEnv(env: Record<string, string | undefined> = process.env): string {
  return env.CONTENT_DATASET_FILE?.trim() || BUNDLED_DATASET_PATH;
}

/**
 * The bundled dataset's own pictures: the folder images/ beside its NDJSON file, where Sanity's import
 * looks for `image@file://./images/x.svg`. The build takes only this folder's files (astro.config.mjs).
 */
export function bundledImagesDirFromEnv(env: Record<string, string | undefined> = process.env): string {
  return join(dirname(bundledDatasetPathFromEnv(env)), 'images');
}

/**
 * The Vite alias the build (astro.config.mjs) and the tests (vitest.config.ts) resolve
 * `@dataset-images/` with; datasetImages.ts spells the name in its glob, which takes only literals.
 */
export function datasetImagesAlias(root: string, env: Record<string, string | undefined> = process.env) {
  return { find: '@dataset-images', replacement: resolve(root, bundledImagesDirFromEnv(env)) };
}
