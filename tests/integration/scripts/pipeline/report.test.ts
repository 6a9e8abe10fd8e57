/**
 * The workflow's check and report steps against the Sanity API stand-in, as the workflow runs them
 * (child processes, $RUNNER_TEMP between them): content the build refuses gives a failure naming the
 * document and field, and the document shows «Nettsiden ble ikke oppdatert»; a deploy afterwards
 * clears it and records the deployed build's content.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_STATUS_ID, siteState, type BuildStatus } from '../../../../model/buildStatus';
import { readNdjson } from '../../../../src/content/sources';
import { siteStatusText } from '../../../../studio/buildStatus/siteStatusText';
import { startSanityApiStandIn, type StandIn } from '../../../../stand-ins/sanity/sanityApiStandIn';
import { STAND_IN_TOKEN } from '../../../../stand-ins/sanity/project';

const run = promisify(execFile);
const TSX = resolve('node_modules/tsx/dist/loader.mjs');
const BROKEN = 'event-bonnemote';

let standIn: StandIn;
let temp: string;
const env = () => ({
  ...process.env,
  CONTENT_DATASET_FILE: '',
  SANITY_PROJECT_ID: 'demo0000',
  SANITY_DATASET: 'production',
  SANITY_API_HOST: standIn.apiHost,
  RUNNER_TEMP: temp,
  SANITY_API_WRITE_TOKEN: STAND_IN_TOKEN,
});
const step = (script: string, extra: Record<string, string> = {}, cwd = process.cwd()) =>
  run(process.execPath, ['--import', TSX, resolve('scripts/pipeline', script)], {
    cwd,
    env: { ...env(), ...extra },
    maxBuffer: 16 * 1024 * 1024,
  });
const status = () => standIn.store.get(BUILD_STATUS_ID) as unknown as BuildStatus | null;

beforeAll(async () => {
  const documents = readNdjson(readFileSync('studio/dataset/production.ndjson', 'utf8')).map((doc) =>
    // A volunteer cleared the title, and the document is the newest content.
    doc._id === BROKEN ? { ...doc, title: '', _updatedAt: '2026-11-23T10:00:00Z' } : doc,
  );
  standIn = await startSanityApiStandIn(documents);
  temp = mkdtempSync(join(tmpdir(), 'pipeline-report-'));
});
afterAll(async () => {
  await standIn?.stop();
  rmSync(temp, { recursive: true, force: true });
});

describe('a build that content stops', () => {
  it('the check fails, and the report names the document and field; nothing live is claimed', async () => {
    const check = await step('check.mjs').then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(check?.code).toBe(1);
    expect(check?.stdout).toContain('Bygget vil STOPPE');
    await step('report.mjs', {
      OUTCOME_CHECK: 'failure',
      OUTCOME_BUILD: 'skipped',
      OUTCOME_DEPLOY: 'skipped',
      RUN_URL: 'https://github.com/o/r/actions/runs/1',
    });
    const { failure, live } = status() ?? {};
    expect(live).toBeUndefined();
    expect(failure).toMatchObject({
      documentId: BROKEN,
      content: { documentId: BROKEN, updatedAt: '2026-11-23T10:00:00Z' },
      runUrl: 'https://github.com/o/r/actions/runs/1',
    });
    expect(failure?.field).toMatch(/\S/);
    // The build's own words for the field, without its technical lead-in.
    expect(failure?.reason).toMatch(new RegExp(`^dokumentet «${BROKEN}», feltet «${failure?.field}».*: \\S`));
    const state = siteState('2026-11-23T10:00:00Z', status());
    expect(siteStatusText(state!).text).toBe(
      `Nettsiden ble ikke oppdatert: ${failure?.reason} Nettsiden viser fortsatt det som var publisert før.`,
    );
  }, 180_000);

  it('a deploy afterwards: live holds the deployed build’s content, the failure is gone', async () => {
    const checkout = join(temp, 'checkout');
    mkdirSync(join(checkout, 'dist/builds'), { recursive: true });
    const content = { documentId: BROKEN, revision: 'r2', updatedAt: '2026-11-23T10:05:00Z' };
    writeFileSync(
      join(checkout, 'dist/builds/latest.json'),
      JSON.stringify({ id: 'b2', time: Date.parse('2026-11-23T10:06:00Z'), content }),
    );
    await step('report.mjs', { OUTCOME_CHECK: 'success', OUTCOME_BUILD: 'success', OUTCOME_DEPLOY: 'success' }, checkout);
    const { failure, live } = status() ?? {};
    expect(failure).toBeUndefined();
    expect(live).toMatchObject({ buildId: 'b2', builtAt: '2026-11-23T10:06:00.000Z', content });
    expect(siteState('2026-11-23T10:05:00Z', status())).toMatchObject({ kind: 'live' });
    expect(siteState('2026-11-23T10:05:01Z', status())).toEqual({ kind: 'coming' });
  }, 120_000);
});
