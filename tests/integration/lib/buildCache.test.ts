/**
 * A build that finds the last build's cache (src/lib/buildCache.ts, and Astro's incremental build
 * with src/content/pageCacheKey.ts) writes the same site as one that starts cold: real builds of
 * the bundled dataset into temporary directories, compared file by file and byte by byte. Once with
 * the content unchanged, and once two days later after a publish that renamed a series and a legal
 * page (and so changed the pipeline's report), against a cold build of
 * that content at that time.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cacache from 'cacache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_CHECK_CACHE_DIR } from '../../../src/content/schemaCheckPasses';
import { BUNDLED_DATASET_PATH, bundledImagesDirFromEnv } from '../../../src/content/sourceConfig';
import { BUILD_STATUS_ID, BUILD_STATUS_TYPE } from '../../../model/buildStatus';

const dir = mkdtempSync(join(tmpdir(), 'build-cache-'));
const cache = join(dir, 'cache');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FIRST = { CONTENT_DATASET_FILE: join(dir, 'first', 'production.ndjson') };
const LATER = { SITE_NOW: '2026-11-25T12:00:00+01:00', CONTENT_DATASET_FILE: join(dir, 'renamed', 'production.ndjson') };

/** The pages the build reused from the last one, as Astro's log names them. */
const reused = (log: string) => log.split('\n').filter((line) => /\((cached|restored)\)/.test(line)).length;

function build(outDir: string, env: Record<string, string> = {}, buildCache = cache): string {
  const result = spawnSync('npx', ['astro', 'build', '--outDir', join(dir, outDir)], {
    // One clock and one build id for each pair: the output may differ only by what the cache did.
    env: {
      ...process.env,
      BUILD_CACHE_DIR: buildCache,
      BUILD_ID: 'cache-test',
      SITE_NOW: '2026-11-23T12:00:00+01:00',
      ASTRO_TELEMETRY_DISABLED: '1',
      ...env,
    },
    encoding: 'utf8',
    timeout: 420_000,
  });
  expect(result.status, result.stdout + result.stderr).toBe(0);
  return result.stdout;
}

/** The deploy pipeline's report to the Studio, which a publish changes every time (model/buildStatus.ts). */
const buildStatus = (deployedAt: string) =>
  JSON.stringify({
    _id: BUILD_STATUS_ID,
    _type: BUILD_STATUS_TYPE,
    live: { buildId: 'cache-test', builtAt: deployedAt, deployedAt, content: null },
  });

/** `lines` as a dataset of its own, beside a copy of the bundled pictures. */
function writeDataset(file: string, lines: string[]) {
  cpSync(bundledImagesDirFromEnv({}), join(file, '..', 'images'), { recursive: true });
  writeFileSync(file, lines.join('\n'));
}

/** The bundled dataset as deployed once, and after a publish that renamed its first series and its first legal page. */
function datasets() {
  const lines = readFileSync(BUNDLED_DATASET_PATH, 'utf8').split('\n');
  writeDataset(FIRST.CONTENT_DATASET_FILE, [...lines, buildStatus('2026-11-23T10:00:00Z')]);
  const renamed = [...lines];
  for (const type of ['"_type":"event"', '"_type":"legalPage"']) {
    const index = renamed.findIndex((line) => line.includes(type) && (type.includes('legal') || line.includes('"recurrence"')));
    const doc = JSON.parse(renamed[index]) as { title: string };
    renamed[index] = JSON.stringify({ ...doc, title: `${doc.title} (endret)` });
  }
  writeDataset(LATER.CONTENT_DATASET_FILE, [...renamed, buildStatus('2026-11-25T10:00:00Z')]);
}

const files = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();

// The build's own record of when it ran (builds/latest.json, builds/meta/): the one fact two builds may differ by.
function comparable(root: string, file: string): Buffer {
  const bytes = readFileSync(join(root, file));
  if (!file.startsWith('builds/')) return bytes;
  const { time, timestamp, ...rest } = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
  expect(time ?? timestamp).toEqual(expect.any(Number));
  return Buffer.from(JSON.stringify(rest));
}

const passes = () => readdirSync(join(cache, SCHEMA_CHECK_CACHE_DIR)).sort();
const written = (names: string[]) => names.map((name) => statSync(join(cache, SCHEMA_CHECK_CACHE_DIR, name)).mtimeMs);
let passesAfterCold: string[];
let passWritten: number[];
let passesAfterWarm: string[];
const logs: Record<string, string> = {};

function expectSameSite(a: string, b: string) {
  expect(files(join(dir, b))).toEqual(files(join(dir, a)));
  const differing = files(join(dir, a)).filter((file) => !comparable(join(dir, a), file).equals(comparable(join(dir, b), file)));
  expect(differing).toEqual([]);
}

beforeAll(() => {
  datasets();
  logs.cold = build('cold', FIRST);
  passesAfterCold = passes();
  passWritten = written(passesAfterCold);
  logs.warm = build('warm', FIRST);
  passesAfterWarm = passes();
  logs.renamedWarm = build('renamed-warm', LATER);
  logs.renamedCold = build('renamed-cold', LATER, join(dir, 'cold-cache'));
}, 900_000);

describe('a build with the last build’s cache', () => {
  it('writes the same files as a cold build, byte for byte', () => {
    expectSameSite('cold', 'warm');
  });

  it('reuses the pages of every occurrence when nothing changed', () => {
    expect(reused(logs.cold)).toBe(0);
    expect(reused(logs.warm)).toBeGreaterThan(400);
  });

  it('two days later with a series and a legal page renamed, writes what a cold build writes, reusing the rest', () => {
    expectSameSite('renamed-cold', 'renamed-warm');
    expect(reused(logs.renamedCold)).toBe(0);
    expect(reused(logs.renamedWarm)).toBeGreaterThan(0);
    expect(reused(logs.renamedWarm)).toBeLessThan(reused(logs.warm));
  });

  it('did not check the unchanged documents again, and checked the two renamed ones', () => {
    // One pass per document of the dataset.
    expect(passesAfterCold.length).toBeGreaterThan(40);
    expect(passesAfterWarm).toEqual(passesAfterCold);
    expect(written(passesAfterWarm)).toEqual(passWritten);
    // A title is not among what the rules read of the others, and the pipeline's report is not
    // content: only the two renamed documents are new.
    expect(passes().filter((name) => !passesAfterCold.includes(name))).toHaveLength(2);
  });

  it('kept each share card under its text', async () => {
    const cold = join(dir, 'cold');
    const pngs = new Set(
      files(cold)
        .filter((file) => file.endsWith('.png'))
        .map((file) => readFileSync(join(cold, file)).toString('base64')),
    );
    expect(pngs.size).toBeGreaterThan(1);
    expect(Object.keys(await cacache.ls(join(cache, 'share-images'))).length).toBeGreaterThanOrEqual(pngs.size);
  });
});
