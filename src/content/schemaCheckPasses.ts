/**
 * Documents the schema check passed before, kept between builds: the check loads the whole Studio
 * (`sanity`, thousands of modules) and takes seconds, and its verdict depends only on the documents,
 * the schema's code and the year (a building's year may not be later than this one).
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildCacheKey, buildCachePath } from '../lib/buildCache';
import type { SanityDocument } from './sources';

export const SCHEMA_CHECK_CACHE_DIR = 'schema-check';

function passKey(documents: SanityDocument[], now: Date): string {
  return buildCacheKey('schema-check', { year: now.getFullYear(), documents });
}

export function passedBefore(documents: SanityDocument[], now = new Date()): boolean {
  return existsSync(join(buildCachePath(SCHEMA_CHECK_CACHE_DIR), passKey(documents, now)));
}

/** A pass that cannot be written costs the next build time, never this build's output. */
export async function rememberPass(documents: SanityDocument[], now = new Date()): Promise<void> {
  const dir = buildCachePath(SCHEMA_CHECK_CACHE_DIR);
  await mkdir(dir, { recursive: true })
    .then(() => writeFile(join(dir, passKey(documents, now)), ''))
    .catch(() => undefined);
}
