/**
 * A changed copy of the bundled dataset for a build from CONTENT_DATASET_FILE: the NDJSON in `dir`
 * with the bundled pictures beside it (images/, linked), where its image@file://./images/ references
 * point.
 */
import { symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundledImagesDirFromEnv } from '../../src/content/sourceConfig';

/** Writes `ndjson` to `dir`/`name` and returns the file's path. */
export function writeDatasetCopy(dir: string, name: string, ndjson: string): string {
  const file = join(dir, name);
  writeFileSync(file, ndjson);
  symlinkSync(resolve(bundledImagesDirFromEnv({})), join(dir, 'images'));
  return file;
}
