/**
 * Rebuild bench: the same content built three times with one build cache (BUILD_CACHE_DIR, in a
 * temporary folder, never node_modules/.cache): cold, unchanged, and with one event's title
 * changed, as a volunteer's publish does. Prints each build's time and its share of the cold one,
 * for the bundled dataset and (`npm run bench -- rebuild 10x`) with ten times its occurrences as
 * one-off events.
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUNDLED_DATASET_PATH, bundledImagesDirFromEnv } from '../../src/content/sourceConfig.ts';
import { build, countPages, generateDataset, reusedFiles, tenTimesTheOccurrences } from './30-events.mjs';

/**
 * The dataset with its first event's title changed (and its `_updatedAt`).
 * @param {string} ndjson
 */
function withOneEventChanged(ndjson) {
  let changed = false;
  return ndjson
    .split('\n')
    .map((/** @type {string} */ line) => {
      if (changed || !line.includes('"_type":"event"')) return line;
      changed = true;
      const doc = JSON.parse(line);
      return JSON.stringify({ ...doc, title: `${doc.title} (endret)`, _updatedAt: new Date().toISOString() });
    })
    .join('\n');
}

/**
 * @param {string} root
 * @param {string} work
 * @param {string} label
 * @param {string} ndjson
 */
function rebuilds(root, work, label, ndjson) {
  const datasetFile = join(work, `${label}.ndjson`);
  const env = { BUILD_CACHE_DIR: join(work, `cache-${label}`), BUILD_ID: 'bench-rebuild' };
  const runs = [];
  for (const [kind, text] of [
    ['kald', ndjson],
    ['uendret', ndjson],
    ['ett arrangement endret', withOneEventChanged(ndjson)],
  ]) {
    writeFileSync(datasetFile, text);
    const outDir = join(work, `out-${label}`);
    const load = loadavg()[0].toFixed(1);
    let reused = 0;
    const ms = build(root, datasetFile, outDir, env, (log) => (reused = reusedFiles(log)));
    const pages = countPages(outDir);
    runs.push(ms);
    const share = (ms / runs[0]).toFixed(2);
    console.log(
      `${label}, ${kind}: ${(ms / 1000).toFixed(1)} s (${share}× kald), ${pages} sider, ${reused} filer gjenbrukt, last ${load} → ${loadavg()[0].toFixed(1)}`,
    );
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** @param {import('../bench.mjs').BenchContext} context */
export default async function run({ root }) {
  const work = mkdtempSync(join(tmpdir(), 'bench-rebuild-'));
  // The datasets keep the bundled pictures' references (image@file://./images/…): beside them.
  symlinkSync(resolve(root, bundledImagesDirFromEnv({})), join(work, 'images'));
  try {
    const bundled = readFileSync(resolve(root, BUNDLED_DATASET_PATH), 'utf8');
    rebuilds(root, work, 'datasettet', bundled);
    if (process.argv.includes('10x')) {
      const events = await tenTimesTheOccurrences(root);
      rebuilds(root, work, `${events} genererte arrangementer`, generateDataset(root, events));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
