/**
 * Documents the schema check passed before, kept between builds, one by one: the check loads the
 * whole Studio (`sanity`, thousands of modules) and takes seconds, more with a long programme, and a
 * document's verdict depends only on itself, what its rules read of the others (datasetShape), the
 * schema's code and the year (a building's year may not be later than this one). So a publish checks
 * the documents it changed, and a build with none changed does not load the Studio at all.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildCacheKey, buildCachePath } from '../lib/buildCache';
import type { SanityDocument } from './sources';

export const SCHEMA_CHECK_CACHE_DIR = 'schema-check';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * What the rules of one document read of the others: which ids exist and how often (references, a
 * duplicate id), each one's type and slug (a slug is unique within its type), which events are
 * series and which series each activity points to (an activity's series rule).
 */
export function datasetShape(documents: SanityDocument[]): string {
  const lines = documents.map((d) => {
    const series = d.series as { _ref?: unknown } | undefined;
    const slug = d.slug as { current?: unknown } | undefined;
    const frequency = (d.recurrence as { frequency?: unknown } | undefined)?.frequency;
    return JSON.stringify([text(d._id), text(d._type), text(slug?.current), frequency != null, text(series?._ref)]);
  });
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

const passKey = (document: SanityDocument, shape: string, now: Date) =>
  buildCacheKey('schema-check', { year: now.getFullYear(), shape, document });

/** The documents of `documents` the check has not passed before in this shape of the dataset. */
export function notPassedBefore(documents: SanityDocument[], now = new Date(), shape = datasetShape(documents)): SanityDocument[] {
  const dir = buildCachePath(SCHEMA_CHECK_CACHE_DIR);
  return documents.filter((document) => !existsSync(join(dir, passKey(document, shape, now))));
}

/** A pass that cannot be written costs the next build time, never this build's output. */
export async function rememberPasses(passed: SanityDocument[], dataset: SanityDocument[], now = new Date()): Promise<void> {
  const dir = buildCachePath(SCHEMA_CHECK_CACHE_DIR);
  const shape = datasetShape(dataset);
  await mkdir(dir, { recursive: true })
    .then(() => Promise.all(passed.map((document) => writeFile(join(dir, passKey(document, shape, now)), ''))))
    .catch(() => undefined);
}
