/**
 * Publish → live (goals on this machine, network excluded: ≤ 30 s for the bundled dataset, ≤ 60 s
 * with ten times its events, `npm run bench -- publish-live 10x`): the deploy rehearsal
 * (`npm run pipeline:rehearse -- --watch`, scripts/pipeline/rehearse.mjs) against the Sanity API
 * stand-in; once its first deploy is served, a published change of a page's title (a mutation of the
 * published document, as the Studio's Publiser ends in) and the time until the served page shows
 * it: the webhook's run of the whole workflow (content check, build, deploy). Prints figures only.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundledImagesDirFromEnv } from '../../src/content/sourceConfig.ts';
import { generateDataset, tenTimesTheOccurrences } from './30-events.mjs';
import { STAND_IN_TOKEN } from '../../stand-ins/sanity/project.ts';
import { API_VERSION } from '../../src/content/sourceConfig.ts';

const DOCUMENT_ID = 'legalPage-personvern';
const PAGE = '/juridisk/personvern/';
/** Generous: the first run builds the whole site and starts the emulators. */
const FIRST_DEPLOY_MS = 15 * 60_000;
const LIVE_MS = 10 * 60_000;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** Resolves with the first match of `pattern` in the child's output. @param {import('node:child_process').ChildProcess} child @param {RegExp} pattern @param {number} ms */
function waitForLine(child, pattern, ms) {
  return new Promise((found, fail) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`Øvingen skrev ikke ${pattern} på ${ms / 1000} s.`)), ms);
    const onData = (/** @type {Buffer} */ chunk) => {
      seen = (seen + String(chunk)).slice(-20_000);
      const match = pattern.exec(seen);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      found(match);
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`Øvingen stoppet (kode ${code}).`)));
  });
}

/**
 * One rehearsal, one publish. @param {string} label @param {number} goalMs @param {string[]} rehearsalArgs
 */
async function publishLive(label, goalMs, rehearsalArgs) {
  console.log(`${label}: load average before: ${load()} (figures scale with it on a shared machine)`);
  const started = performance.now();
  const args = ['--import', 'tsx', 'scripts/pipeline/rehearse.mjs', '--watch', '--port', '0', '--skip-studio', ...rehearsalArgs];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    // After the first run the rehearsal prints the site's address, then the stand-in's it listens to.
    const [, siteUrl, apiHost] = await waitForLine(child, /Nettstedet: (\S+)[\s\S]*Sanity-stand-in: (http:\/\/[^\s,)]+)/, FIRST_DEPLOY_MS);
    console.log(`first run (checkout, check, build, deploy, emulators): ${Math.round(performance.now() - started)} ms`);

    const title = `Personvern (publisert ${new Date().toISOString()})`;
    const published = performance.now();
    const response = await fetch(`${apiHost}/v${API_VERSION}/data/mutate/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STAND_IN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ patch: { id: DOCUMENT_ID, set: { title } } }] }),
    });
    if (!response.ok) throw new Error(`Stand-in-API-et tok ikke imot publiseringen: ${response.status}`);

    const url = new URL(PAGE, siteUrl);
    for (;;) {
      const html = await fetch(url).then(
        (page) => page.text(),
        () => '',
      );
      if (html.includes(title)) break;
      if (performance.now() - published > LIVE_MS) throw new Error(`${PAGE} viste ikke endringen etter ${LIVE_MS / 1000} s.`);
      await new Promise((wait) => setTimeout(wait, 250));
    }
    const ms = Math.round(performance.now() - published);
    console.log(
      `${label}: publish → live (${PAGE} serves the new title): ${ms} ms  ${ms <= goalMs ? 'pass' : 'FAIL'} (goal ≤ ${goalMs} ms)`,
    );
    console.log(`load average after: ${load()}`);
    // Let the run finish its last step (the status report) before stopping the rehearsal.
    await waitForLine(child, /Nettstedet: /, LIVE_MS).catch(() => undefined);
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

/** @param {import('../bench.mjs').BenchContext} context */
export default async function run({ root }) {
  await publishLive('datasettet', 30_000, []);
  if (!process.argv.includes('10x')) return;
  const work = mkdtempSync(join(tmpdir(), 'bench-publish-'));
  try {
    // The generated dataset keeps the bundled pictures' references (image@file://./images/…): beside them.
    symlinkSync(resolve(root, bundledImagesDirFromEnv({})), join(work, 'images'));
    const events = await tenTimesTheOccurrences(root);
    const dataset = join(work, 'production.ndjson');
    writeFileSync(dataset, generateDataset(root, events));
    await publishLive(`${events} genererte arrangementer`, 60_000, ['--dataset', dataset]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
