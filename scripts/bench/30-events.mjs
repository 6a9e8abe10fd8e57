/**
 * Programme bench: builds the site with generated datasets of 10, 100 and 1000 events
 * (CONTENT_DATASET_FILE, into a temporary outDir, never dist/) and prints build time and ms per
 * page. (What an event page loads in a browser: 20-page-weight.mjs.)
 * Run alone: npm run bench -- events
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DAY_MS } from '../../model/dayLength.ts';
import { BUNDLED_DATASET_PATH, bundledImagesDirFromEnv } from '../../src/content/sourceConfig.ts';
import { buildProgramme } from '../../src/content/programme.ts';
import { groqJsFetcher } from '../../src/content/sources.ts';

const SIZES = [10, 100, 1000];
/**
 * «10× the events»: ten times the occurrences the bundled dataset's programme has now (its series
 * expanded), as one-off events for generateDataset.
 * @param {string} root
 */
export async function tenTimesTheOccurrences(root) {
  const documents = readFileSync(resolve(root, BUNDLED_DATASET_PATH), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
  return 10 * (await buildProgramme(groqJsFetcher(documents), new Date())).all.length;
}

/**
 * Every non-event document of the bundled dataset and the series its activities point to (the build
 * refuses an activity without its series), plus `count` one-off events over the next year.
 * @param {string} root
 * @param {number} count
 */
export function generateDataset(root, count) {
  const bundled = readFileSync(resolve(root, BUNDLED_DATASET_PATH), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => ({ line, doc: JSON.parse(line) }));
  const series = new Set(bundled.filter(({ doc }) => doc._type === 'activity').map(({ doc }) => doc.series?._ref));
  const base = bundled.filter(({ doc }) => doc._type !== 'event' || series.has(doc._id)).map(({ line }) => line);
  const categories = base.map((line) => JSON.parse(line)).filter((d) => d._type === 'category');
  const start = Date.UTC(2026, 11, 1, 17, 0); // 18.00 in Oslo, from 1 December 2026
  const events = Array.from({ length: count }, (_, i) => {
    const begins = new Date(Date.now() + DAY_MS + Math.floor((i * 365 * DAY_MS) / count) + (i % 5) * 3_600_000);
    const at = new Date(Math.max(begins.getTime(), start));
    return JSON.stringify({
      _id: `event-bench-${i}`,
      _type: 'event',
      _updatedAt: '2026-11-20T09:00:00Z',
      title: `Testarrangement ${i + 1}`,
      slug: { _type: 'slug', current: `testarrangement-${i + 1}` },
      start: at.toISOString(),
      end: new Date(at.getTime() + 90 * 60_000).toISOString(),
      category: { _type: 'reference', _ref: categories[i % categories.length]._id },
      summary: 'Et generert arrangement for ytelsesmåling.',
      body: [
        {
          _type: 'block',
          _key: 'b1',
          style: 'normal',
          markDefs: [],
          children: [{ _type: 'span', _key: 's1', text: 'Generert tekst. '.repeat(20), marks: [] }],
        },
      ],
      coordinator: 'Kari Nordmann',
      organiser: 'Bedehusforeningen',
      status: i % 50 === 7 ? 'cancelled' : 'scheduled',
    });
  });
  return [...base, ...events].join('\n') + '\n';
}

/** @param {string} dir */
export function countPages(dir) {
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && entry.name.endsWith('.html')) pages++;
  return pages;
}

/**
 * Builds the site from `datasetFile` into `outDir`; returns the time it took in ms.
 * @param {string} root
 * @param {string} datasetFile
 * @param {string} outDir
 * @param {Record<string, string>} [env]
 */
export function build(root, datasetFile, outDir, env = {}, onLog = (/** @type {string} */ _log) => {}) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [resolve(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir], {
    cwd: root,
    env: { ...process.env, ...env, CONTENT_DATASET_FILE: datasetFile, ASTRO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    encoding: 'utf8',
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`Bygget feilet:\n${result.stdout}\n${result.stderr}`);
  onLog(result.stdout);
  return ms;
}

/** The files the last build's output gave this one, as Astro's log names them (incremental build). */
export const reusedFiles = (/** @type {string} */ log) => log.split('\n').filter((line) => /\((cached|restored)\)/.test(line)).length;

/** @param {import('../bench.mjs').BenchContext} context */
export default async function run({ root }) {
  const work = mkdtempSync(join(tmpdir(), 'bench-events-'));
  // The generated datasets keep the bundled pictures' references (image@file://./images/…): beside them.
  symlinkSync(resolve(root, bundledImagesDirFromEnv({})), join(work, 'images'));
  try {
    for (const size of SIZES) {
      const datasetFile = join(work, `events-${size}.ndjson`);
      writeFileSync(datasetFile, generateDataset(root, size));
      const outDir = join(work, `out-${size}`);
      const ms = build(root, datasetFile, outDir);
      const pages = countPages(outDir);
      console.log(
        `${String(size).padStart(5)} arrangementer (+ aktivitetenes serier): bygg ${(ms / 1000).toFixed(1)} s, ${pages} sider, ${(ms / pages).toFixed(1)} ms per side`,
      );
      rmSync(outDir, { recursive: true, force: true });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
