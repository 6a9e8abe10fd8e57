#!/usr/bin/env node
/**
 * `npm run pipeline:rehearse`: the deploy workflow (.github/workflows/deploy.yml) run here, step by
 * step, against local stand-ins of what it talks to, ending with the deployed site served by
 * Hosting's own superstatic (scripts/serve.mjs):
 * - Sanity: the API stand-in (stand-ins/sanity/sanityApiStandIn.ts) seeded from the bundled dataset (or
 *   --dataset FILE). The steps read it as the hosted project (SANITY_API_HOST is the one addition to
 *   their environment) and the report step writes the status document into it.
 * - Firebase: the local emulators, started with the rules the build wrote (the rules' deploy; later
 *   deploys load the generated Firestore rules into the running emulator), and a copy of dist/ per
 *   deploy, served in place of the one before only when the deploy step is reached: a failed check or
 *   build leaves the old site served, as on Hosting.
 * - GitHub: this script. The checkout is a copy of this working tree (tracked and new files, with
 *   this node_modules linked in), so the run's dist/ and generated/ never touch the developer's.
 *   `run:` steps run there as written, in bash -eo pipefail with the job's and the step's env;
 *   `${{ secrets.* }}` come from SECRETS below; the other `uses:` steps are what this machine has.
 *   The steps in LOCAL do here what their cloud command does there (install, the two deploys).
 *
 * Options: --watch   stay up and run the workflow again on every publish in the stand-in (the Sanity
 *                    webhook's part); Ctrl+C stops everything
 *          --port N  the site's port (default 4322; 0 = a free one)
 *          --dataset FILE   seed the stand-in from another NDJSON export
 *          --skip-studio    leave out the Studio build (the deploy-studio step is reported skipped)
 * The preview job (a run by hand or on a push, not on a publish) builds the preview server in the
 * checkout as Cloud Run's buildpack would and runs it against the stand-in: «Forhåndsvisningen: <url>».
 * Prints «Nettstedet: <url>» once the first deploy is served. Exit code: 0 when every step passed.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { DEMO_PROJECT_ID } from '../../model/firebase.ts';
import { BUILD_STATUS_ID } from '../../model/buildStatus.ts';
import { readNdjson } from '../../src/content/sources.ts';
import { BUNDLED_DATASET_PATH } from '../../src/content/sourceConfig.ts';
import { startSanityApiStandIn } from '../../stand-ins/sanity/sanityApiStandIn.ts';
import { STAND_IN_TOKEN } from '../../stand-ins/sanity/project.ts';
import { startEmulators, stopOnSignals } from '../emulators/index.mjs';
import { GENERATED_RULES } from '../firestoreRules.mjs';
import { createHandler } from '../serve.mjs';
import { startPreviewServer } from '../preview/server.mjs';
import { freePort } from '../emulators/ports.mjs';
import { deployJob, expand, previewJob, runsAfter, skippedNeeds } from './workflow.mjs';

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const watch = args.includes('--watch');
const skipStudio = args.includes('--skip-studio');
const port = Number(option('port') ?? 4322);
const datasetFile = option('dataset') ?? BUNDLED_DATASET_PATH;

const PROJECT_ID = 'demo0000';
/** The repository secrets, as the stand-ins need them; the Firebase ones stay empty: the demo project on the emulators. */
const SECRETS = {
  SANITY_PROJECT_ID: PROJECT_ID,
  SANITY_DATASET: 'production',
  SANITY_API_WRITE_TOKEN: STAND_IN_TOKEN,
  SANITY_DEPLOY_TOKEN: STAND_IN_TOKEN,
  SANITY_STUDIO_HOSTNAME: 'lokal-oving',
};

const work = mkdtempSync(join(tmpdir(), 'pipeline-rehearsal-'));
const checkout = join(work, 'checkout');

/** actions/checkout: the working tree's files (tracked and new, not ignored), node_modules linked. */
function copyCheckout() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(checkout, file)), { recursive: true });
    try {
      cpSync(file, join(checkout, file));
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error; // deleted, not yet committed
    }
  }
  symlinkSync(resolve('node_modules'), join(checkout, 'node_modules'), 'dir');
}
const log = (/** @type {string} */ line) => console.log(`[øving] ${line}`);

const standIn = await startSanityApiStandIn(readNdjson(readFileSync(datasetFile, 'utf8'), datasetFile), {
  projectId: PROJECT_ID,
  https: watch,
});
/** @type {Awaited<ReturnType<typeof startEmulators>> | undefined} */
let emulators;
/** What the site server answers with: the newest deploy, swapped in whole. */
let served = /** @type {import('node:http').RequestListener} */ (
  (_, res) => {
    res.statusCode = 503;
    res.end('Ikke publisert ennå\n');
  }
);
const site = createServer((req, res) => served(req, res));
await new Promise((ready) => site.listen(port, '127.0.0.1', () => ready(undefined)));
const siteUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (site.address()).port}`;
let deploys = 0;
/** Whether a deploy has been served (the first prints the site's address). */
let serving = false;

/**
 * Loads the generated Firestore rules into the running emulator (its REST API; what `firebase deploy
 * --only firestore:rules` does in the cloud).
 * @param {string} host
 */
async function loadFirestoreRules(host) {
  const content = readFileSync(join(checkout, GENERATED_RULES), 'utf8');
  const response = await fetch(`http://${host}/emulator/v1/projects/${DEMO_PROJECT_ID}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!response.ok) throw new Error(`Firestore-emulatoren tok ikke imot reglene: ${response.status} ${await response.text()}`);
}

/** The deployed preview server, replaced by the next deploy. */
/** @type {Awaited<ReturnType<typeof startPreviewServer>> | undefined} */
let previewServer;

/** @type {Record<string, (env: NodeJS.ProcessEnv, step: import('./workflow.mjs').Step) => Promise<'success' | 'skipped'>>} */
const LOCAL = {
  // `npm ci` would replace node_modules under the running rehearsal: this checkout is installed already.
  install: async () => 'skipped',
  'deploy-site': async () => {
    const target = join(work, `hosting-${++deploys}`);
    cpSync(join(checkout, 'dist'), target, { recursive: true });
    if (!emulators) emulators = await startEmulators({ root: checkout, log: (line) => log(`[emulatorer] ${line}`) });
    else if (emulators.hosts.firestore) await loadFirestoreRules(emulators.hosts.firestore);
    served = createHandler({ emulatorHostsJson: JSON.stringify(emulators.hosts), checkout, publicDir: target });
    serving = true;
    log(`publisert: ${target} på ${siteUrl}`);
    return 'success';
  },
  'deploy-studio': async (env) => {
    if (skipStudio) return 'skipped';
    await bash(`npx sanity build ${join(work, 'studio')} --yes`, env);
    return 'success';
  },
  // What `gcloud run deploy --source .` does: the buildpack's `npm run preview:build`, then the server
  // with the variables and the read token the step gives it (--set-env-vars, --set-secrets).
  'deploy-preview': async (env) => {
    await bash('npm run preview:build', env);
    await previewServer?.stop();
    previewServer = await startPreviewServer({
      root: checkout,
      port: await freePort(),
      env: {
        SANITY_PROJECT_ID: env.SANITY_PROJECT_ID ?? '',
        SANITY_DATASET: env.SANITY_DATASET ?? '',
        SANITY_API_HOST: standIn.apiHost,
        SANITY_API_READ_TOKEN: STAND_IN_TOKEN,
        SANITY_STUDIO_URL: `https://${env.SANITY_STUDIO_HOSTNAME}.sanity.studio`,
      },
    });
    console.log(`Forhåndsvisningen: ${previewServer.origin}`);
    return 'success';
  },
};
/** The cloud commands those stand for: a changed workflow stops the rehearsal until LOCAL follows. */
const CLOUD_COMMANDS = {
  install: 'npm ci',
  'deploy-site': 'npx firebase deploy',
  'deploy-studio': 'npx sanity deploy',
  'deploy-preview': 'gcloud run deploy',
};

/** @param {string} command @param {NodeJS.ProcessEnv} env @returns {Promise<void>} */
function bash(command, env) {
  return new Promise((done, fail) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', command], { cwd: checkout, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`exit ${code}`))));
  });
}

let runs = 0;
/** One run of the workflow: the deploy job, then the preview job when its condition holds; resolves to whether every step passed. */
async function runWorkflow(event = 'workflow_dispatch') {
  const jobs = [deployJob(), previewJob()];
  const steps = jobs.flatMap((job) => job.steps);
  for (const [id, command] of Object.entries(CLOUD_COMMANDS)) {
    if (!steps.find((s) => s.id === id)?.run?.startsWith(command))
      throw new Error(`Arbeidsflyten har ikke steget «${id}» med «${command}» lenger: oppdater LOCAL i scripts/pipeline/rehearse.mjs`);
  }
  const temp = mkdtempSync(join(work, 'runner-'));
  const github = { event_name: event, server_url: siteUrl, repository: 'lokal/oving', run_id: ++runs };
  log(`kjøring ${runs} (${event})`);
  let ok = true;
  for (const job of jobs) {
    if (!runsAfter(job.if, false, { github, needs: skippedNeeds(job, github) })) {
      log(`– ${job.name}: skipped`);
      continue;
    }
    ok = (await runJob(job, { secrets: SECRETS, steps: {}, job: { status: 'success' }, runner: { temp }, github })) && ok;
  }
  return ok;
}

/**
 * A job's steps in order, as GitHub runs them; resolves to whether every step passed.
 * @param {import('./workflow.mjs').Job} job
 * @param {{ secrets: Record<string, string>, steps: Record<string, {outcome: string, conclusion: string}>, job: {status: string}, runner: {temp: string}, github: Record<string, unknown> }} context
 */
async function runJob(job, context) {
  let failed = false;
  for (const step of job.steps) {
    const name = step.name ?? step.uses ?? step.id ?? '?';
    if (step.uses) {
      if (step.uses.startsWith('actions/checkout@') && !existsSync(checkout)) copyCheckout();
      log(`· ${name}: ${step.uses.startsWith('actions/checkout@') ? checkout : 'det denne maskinen har'}`);
      continue;
    }
    let outcome = 'skipped';
    if (runsAfter(step.if, failed, context)) {
      /** @type {NodeJS.ProcessEnv} */
      // CONTENT_DATASET_FILE: the stand-in's documents keep the seed's image@file://./images/ references,
      // which the build finds beside that file (datasetImages.ts); a hosted project has none.
      const env = {
        ...process.env,
        RUNNER_TEMP: context.runner.temp,
        SANITY_API_HOST: standIn.apiHost,
        CONTENT_DATASET_FILE: resolve(datasetFile),
      };
      for (const [key, value] of Object.entries({ ...job.env, ...step.env })) env[key] = expand(value, context);
      log(`▶ ${name}`);
      try {
        outcome = step.id && LOCAL[step.id] ? await LOCAL[step.id](env, step) : (await bash(step.run ?? '', env), 'success');
      } catch (error) {
        outcome = 'failure';
        log(`✗ ${name}: ${/** @type {Error} */ (error).message}`);
      }
    }
    if (outcome === 'failure') failed = true;
    context.job.status = failed ? 'failure' : 'success';
    if (step.id) context.steps[step.id] = { outcome, conclusion: outcome };
    log(`${outcome === 'success' ? '✓' : outcome === 'failure' ? '✗' : '–'} ${name}: ${outcome}`);
  }
  return !failed;
}

async function stop() {
  await previewServer?.stop();
  site.closeAllConnections();
  site.close();
  await emulators?.stop();
  await standIn.stop();
  rmSync(work, { recursive: true, force: true });
}

// Ctrl+C (or a test's SIGTERM) at any point stops the emulators and servers this started.
stopOnSignals(stop, log);
const ok = await runWorkflow();
const status = standIn.store.get(BUILD_STATUS_ID);
log(`status i Studioet: ${JSON.stringify(status)}`);
if (serving) console.log(`Nettstedet: ${siteUrl}`);

if (!watch) {
  await stop();
  process.exit(ok ? 0 : 1);
}

// The Sanity webhook and GitHub's concurrency group: each publish asks for a run; a run asked for
// while one is going starts after it, once, with the newest content.
let running = false;
let pending = false;
async function onPublish() {
  if (running) return void (pending = true);
  running = true;
  do {
    pending = false;
    await runWorkflow('repository_dispatch').catch((error) => log(`✗ ${error.message}`));
    if (serving) console.log(`Nettstedet: ${siteUrl}`);
  } while (pending);
  running = false;
}
standIn.store.subscribe((events) => {
  const published = events.some(
    ({ documentId }) => !documentId.startsWith('drafts.') && !documentId.startsWith('versions.') && documentId !== BUILD_STATUS_ID,
  );
  if (published) void onPublish();
});
log(
  `venter på publiseringer (Sanity-stand-in: ${standIn.apiHost}${standIn.httpsPort ? `, https-port ${standIn.httpsPort}` : ''}); Ctrl+C stopper`,
);
