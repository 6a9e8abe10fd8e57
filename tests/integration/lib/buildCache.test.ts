/**
 * A build that finds the last build's cache (src/lib/buildCache.ts) writes the same site as one
 * that starts cold: two real builds of the bundled dataset into temporary directories, the second
 * reusing what the first kept, compared file by file and byte by byte.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cacache from 'cacache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_CHECK_CACHE_DIR } from '../../../src/content/schemaCheckPasses';

const dir = mkdtempSync(join(tmpdir(), 'build-cache-'));
const cache = join(dir, 'cache');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(outDir: string) {
  const result = spawnSync('npx', ['astro', 'build', '--outDir', join(dir, outDir)], {
    // One clock and one build id for both: the output may differ only by what the cache did.
    env: {
      ...process.env,
      BUILD_CACHE_DIR: cache,
      BUILD_ID: 'cache-test',
      SITE_NOW: '2026-11-23T12:00:00+01:00',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    encoding: 'utf8',
    timeout: 420_000,
  });
  expect(result.status, result.stdout + result.stderr).toBe(0);
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

const passes = () => readdirSync(join(cache, SCHEMA_CHECK_CACHE_DIR));
let passWritten: number;

beforeAll(() => {
  build('cold');
  passWritten = statSync(join(cache, SCHEMA_CHECK_CACHE_DIR, passes()[0])).mtimeMs;
  build('warm');
}, 900_000);

describe('a build with the last build’s cache', () => {
  it('writes the same files as a cold build, byte for byte', () => {
    const cold = join(dir, 'cold');
    const warm = join(dir, 'warm');
    expect(files(warm)).toEqual(files(cold));
    const differing = files(cold).filter((file) => !comparable(cold, file).equals(comparable(warm, file)));
    expect(differing).toEqual([]);
  });

  it('did not check the unchanged documents again', () => {
    expect(passes()).toHaveLength(1);
    expect(statSync(join(cache, SCHEMA_CHECK_CACHE_DIR, passes()[0])).mtimeMs).toBe(passWritten);
  });

  it('kept each share card under its text as well as under its drawing', async () => {
    const cold = join(dir, 'cold');
    const pngs = new Set(
      files(cold)
        .filter((file) => file.endsWith('.png'))
        .map((file) => readFileSync(join(cold, file)).toString('base64')),
    );
    expect(pngs.size).toBeGreaterThan(1);
    // A drawing is kept once per SVG and once per card text: at least two keys for every distinct PNG.
    expect(Object.keys(await cacache.ls(join(cache, 'share-images'))).length).toBeGreaterThanOrEqual(2 * pngs.size);
  });
});
