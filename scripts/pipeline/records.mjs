/**
 * What one workflow step leaves for a later one in the same run: small JSON files in the runner's
 * temporary folder ($RUNNER_TEMP, set by GitHub and by the rehearsal), gone with the run.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const recordsDir = () => join(process.env.RUNNER_TEMP || tmpdir(), 'pipeline');

/** @param {string} name @param {unknown} value */
export function writeRecord(name, value) {
  mkdirSync(recordsDir(), { recursive: true });
  writeFileSync(join(recordsDir(), `${name}.json`), JSON.stringify(value, null, 2));
}

/** @param {string} name @returns {any} */
export function readRecord(name) {
  const path = join(recordsDir(), `${name}.json`);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

/** The build step's log (the workflow tees it here). */
export const buildLogPath = () => join(process.env.RUNNER_TEMP || tmpdir(), 'build.log');
