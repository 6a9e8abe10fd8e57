/**
 * Work a build keeps for the next one, looked up by a hash of everything that went into it: the
 * content it read and this checkout's code (sourceFingerprint). An entry is never stale, only
 * unused, so a restored cache can only save time. BUILD_CACHE_DIR moves it (a test builds cold).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Relative to the project (the deploy workflow keeps it between runs). */
export const BUILD_CACHE_DIR = 'node_modules/.cache';

// process.cwd(), not import.meta.url: the module moves when Astro bundles it.
export function buildCachePath(name: string, env: Record<string, string | undefined> = process.env): string {
  return resolve(process.cwd(), env.BUILD_CACHE_DIR?.trim() || BUILD_CACHE_DIR, name);
}

// What the pages, the share cards and the schema check are made from, besides the content.
const SOURCE_ROOTS = ['src', 'model', 'studio', 'package-lock.json', 'site.config.json', 'astro.config.mjs'];
// The content itself (hashed with each entry) and build output, not code.
const NOT_SOURCE = new Set(['studio/dataset', 'studio/dist']);

/** The files under `path` (relative to `root`), in a fixed order; a file is its own list. */
function sourceFiles(root: string, path: string): string[] {
  if (NOT_SOURCE.has(path)) return [];
  try {
    return readdirSync(join(root, path))
      .sort()
      .flatMap((name) => sourceFiles(root, `${path}/${name}`));
  } catch {
    return [path];
  }
}

/** One hash of a checkout's code and locked dependencies: any change to them starts every cache afresh. */
export function sourceFingerprint(root: string): string {
  const hash = createHash('sha256');
  for (const file of SOURCE_ROOTS.flatMap((path) => sourceFiles(root, path))) {
    hash.update(file).update('\0');
    try {
      hash.update(readFileSync(join(root, file)));
    } catch {
      hash.update('(mangler)');
    }
    hash.update('\0');
  }
  return hash.digest('hex');
}

// The code does not change during a build: hashed once.
let fingerprint: string | undefined;

/** The key of one piece of work: its kind, its input and the code that does it. */
export function buildCacheKey(kind: string, input: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, (fingerprint ??= sourceFingerprint(process.cwd())), input]))
    .digest('hex');
}
