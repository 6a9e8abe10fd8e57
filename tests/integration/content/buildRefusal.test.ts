/**
 * The real build refuses a broken content document and names document id and field
 * (CONTENT_DATASET_FILE points it at a copy of the dataset with one bad account number;
 * the output goes to a temporary directory, never dist/).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { writeDatasetCopy } from '../../support/datasetCopy';

const dir = mkdtempSync(join(tmpdir(), 'broken-dataset-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('astro build fails on an invalid account number, naming document and field', () => {
  const dataset = readFileSync('studio/dataset/production.ndjson', 'utf8').replace(
    '"accountNumber":"15032701008"',
    '"accountNumber":"15032701009"',
  );
  expect(dataset).toContain('15032701009');
  const file = writeDatasetCopy(dir, 'broken.ndjson', dataset);
  const build = spawnSync('npx', ['astro', 'build', '--outDir', join(dir, 'dist')], {
    env: { ...process.env, CONTENT_DATASET_FILE: file, ASTRO_TELEMETRY_DISABLED: '1', TZ: 'Europe/Oslo' },
    encoding: 'utf8',
    timeout: 150_000,
  });
  expect(build.status).not.toBe(0);
  expect(build.stdout + build.stderr).toMatch(
    /dokumentet «donationRecipient-drift», feltet «Kontonummer» \(accountNumber\): Kontonummeret er ugyldig/,
  );
}, 160_000);
