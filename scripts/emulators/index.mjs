#!/usr/bin/env node
/**
 * Starts the local Firebase emulators offline, one module per emulator (auth.mjs, firestore.mjs here;
 * the stand-ins ../../stand-ins/firebase/database.mjs and storage.mjs: each `start({host, port, projectId, rulesPath}) -> {port, stop()}`).
 * Used by `npm start`, the Playwright web server and the vitest helpers (tests/support/emulators.ts).
 *
 * CLI: node scripts/emulators/index.mjs [--only auth,firestore] [--no-seed] [--free-ports]
 * prints each emulator's port and start-up time; Ctrl+C (SIGINT/SIGTERM) stops everything it started.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import firebaseJson from '../../firebase.json' with { type: 'json' };
import { DEMO_PROJECT_ID, EMULATORS } from '../../model/firebase.ts';
import { bundledDatasetPathFromEnv } from '../../src/content/sourceConfig.ts';
import { GENERATED_RULES, writeFirestoreRules } from '../firestoreRules.mjs';
import { seedAuth } from './seed.mjs';

/** @typedef {import('../../model/firebase.ts').EmulatorName} EmulatorName */
/** @typedef {Partial<Record<EmulatorName, string>>} EmulatorHostMap  host:port of each emulator */

/**
 * @typedef {object} RunningEmulators
 * @property {EmulatorHostMap} hosts  host:port of each emulator that started
 * @property {Partial<Record<EmulatorName, string>>} skipped  asked for but could not start here, with the reason
 * @property {Partial<Record<EmulatorName, number>>} timings  start-up time per emulator in ms
 * @property {number[]} pids  child processes started (the Firestore JVM, …)
 * @property {() => Promise<void>} stop
 */

/** The ports firebase.json gives the emulators: `npm start` and the CLI use them (tests take free ports). */
export const DEFAULT_PORTS = /** @type {Record<EmulatorName, number>} */ (
  Object.fromEntries(EMULATORS.map((name) => [name, firebaseJson.emulators[name].port]))
);

/** @type {Partial<Record<EmulatorName, string>>} */
const RULES = { database: 'database.rules.json', storage: 'storage.rules' };

/**
 * The Firestore rules the build wrote with the content's minimum age and cancelled occurrences
 * (generated/firestore.rules); without a build, written now from the bundled dataset as a build
 * would read it (the content layer is TypeScript with extensionless imports: loaded through tsx).
 */
async function firestoreRulesPath(root = process.cwd()) {
  const path = resolve(root, GENERATED_RULES);
  if (existsSync(path)) return path;
  /** @type {typeof import('../../src/content/firestoreRulesFacts')} */
  const { getFirestoreRulesFacts } = await tsImport('../../src/content/firestoreRulesFacts.ts', import.meta.url);
  /** @type {typeof import('../../src/content/sources')} */
  const { groqJsFetcher, loadBundledDataset } = await tsImport('../../src/content/sources.ts', import.meta.url);
  return writeFirestoreRules(
    await getFirestoreRulesFacts(groqJsFetcher(loadBundledDataset(resolve(root, bundledDatasetPathFromEnv())))),
    root,
  );
}

/**
 * Each emulator's module, loaded only when asked for (auth and storage pull in firebase-tools). Each
 * exports `start({host, port, projectId, rulesPath}) -> {port, pid?, stop()}` (port 0 → a free port);
 * Firestore also `missingPrerequisite()` (Java, the JAR).
 */
const MODULES = {
  auth: () => import('./auth.mjs'),
  firestore: () => import('./firestore.mjs'),
  database: () => import('../../stand-ins/firebase/database.mjs'),
  storage: () => import('../../stand-ins/firebase/storage.mjs'),
};

/** @param {string} name @returns {name is EmulatorName} */
const isEmulatorName = (name) => /** @type {readonly string[]} */ (EMULATORS).includes(name);

/**
 * Each emulator listens on the host firebase.json names for it.
 * @param {{ports?: Partial<Record<EmulatorName, number>>, projectId?: string, only?: EmulatorName[], seed?: boolean,
 *          keepGoing?: boolean, log?: (line: string) => void, root?: string}} [options]
 *   ports: per emulator, 0 = free port (default: all free); keepGoing: an emulator that fails to start
 *   is reported in `skipped` instead of stopping the others (npm start: the site runs anyway);
 *   root: the checkout whose rules files they load (default the working directory).
 * @returns {Promise<RunningEmulators>}
 */
export async function startEmulators({
  ports = {},
  projectId = DEMO_PROJECT_ID,
  only = [...EMULATORS],
  seed = false,
  keepGoing = false,
  log = () => {},
  root = process.cwd(),
} = {}) {
  const unknown = only.filter((name) => !isEmulatorName(name));
  if (unknown.length) throw new Error(`unknown emulator(s): ${unknown.join(', ')} (known: ${EMULATORS.join(', ')})`);
  /** @type {{pid?: number, stop(): Promise<void>}[]} */
  const running = [];
  /** @type {RunningEmulators['hosts']} */
  const hosts = {};
  /** @type {RunningEmulators['skipped']} */
  const skipped = {};
  /** @type {RunningEmulators['timings']} */
  const timings = {};
  const stop = async () => {
    const all = running.splice(0);
    await Promise.allSettled(all.map((emulator) => emulator.stop()));
  };

  const started = { running, hosts, skipped, timings };
  const results = await Promise.allSettled(only.map((name) => startOne(name, { ports, projectId, keepGoing, log, root }, started)));
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [/** @type {Error} */ (r.reason)] : []));
  if (failures.length) {
    await stop();
    throw new AggregateError(failures, failures.map((e) => e.message).join('\n'));
  }
  if (seed && hosts.auth) await seedAuth(hosts.auth, projectId);
  const pids = running.flatMap((e) => (e.pid ? [e.pid] : []));
  return { hosts, skipped, timings, pids, stop };
}

/**
 * Starts one emulator and records it in `started`: running, its host, how long it took; or why it was skipped.
 * @param {EmulatorName} name
 * @param {{ports: Partial<Record<EmulatorName, number>>, projectId: string, keepGoing: boolean, log: (line: string) => void, root: string}} options
 * @param {Pick<RunningEmulators, 'hosts' | 'skipped' | 'timings'> & {running: {pid?: number, stop(): Promise<void>}[]}} started
 */
async function startOne(name, { ports, projectId, keepGoing, log, root }, { running, hosts, skipped, timings }) {
  const mod = await MODULES[name]();
  if ('missingPrerequisite' in mod) {
    const problem = mod.missingPrerequisite();
    if (problem) {
      skipped[name] = problem;
      log(`– ${name}: hoppet over (${problem})`);
      return;
    }
  }
  const startedAt = performance.now();
  const rules = name === 'firestore' ? await firestoreRulesPath(root) : RULES[name];
  const { host } = firebaseJson.emulators[name];
  /** @type {{port: number, pid?: number, stop(): Promise<void>}} */
  let emulator;
  try {
    emulator = await mod.start({ host, port: ports[name] ?? 0, projectId, rulesPath: rules && resolve(root, rules) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!keepGoing) throw new Error(`${name}: ${message}`);
    skipped[name] = message;
    log(`✗ ${name}: startet ikke (${message})`);
    return;
  }
  running.push(emulator);
  timings[name] = Math.round(performance.now() - startedAt);
  hosts[name] = `${host}:${emulator.port}`;
  log(`✓ ${name} klar på ${hosts[name]} (${timings[name]} ms)`);
}

/** @param {string | undefined} list "auth, firestore" */
const names = (list = '') =>
  /** @type {EmulatorName[]} */ (
    list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  );

/**
 * CLI arguments → startEmulators options (unknown emulator names are refused by startEmulators).
 * @param {string[]} argv
 */
export function parseArgs(argv) {
  const options = { only: /** @type {EmulatorName[]} */ ([...EMULATORS]), seed: true, freePorts: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--only') options.only = names(argv[++i]);
    else if (arg.startsWith('--only=')) options.only = names(arg.slice(7));
    else if (arg === '--no-seed') options.seed = false;
    else if (arg === '--free-ports') options.freePorts = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

/**
 * Calls `stop` on SIGINT/SIGTERM exactly once, then exits.
 * @param {() => Promise<void>} stop
 */
export function stopOnSignals(stop, log = console.log) {
  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const onSignal = async (signal) => {
    if (stopping) return;
    stopping = true;
    log(`\n${signal}: stopper emulatorene …`);
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  const { only, seed, freePorts } = parseArgs(process.argv.slice(2));
  const started = performance.now();
  try {
    const emulators = await startEmulators({ only, seed, ports: freePorts ? {} : DEFAULT_PORTS, log: console.log });
    if (Object.keys(emulators.skipped).length)
      console.log(
        `Mangler: ${Object.entries(emulators.skipped)
          .map(([name, why]) => `${name} (${why})`)
          .join('; ')}`,
      );
    stopOnSignals(emulators.stop);
    console.log(
      `Emulatorene kjører (${Math.round(performance.now() - started)} ms). FIREBASE_EMULATOR_HOSTS='${JSON.stringify(emulators.hosts)}'`,
    );
    console.log(`Prosesser: ${[process.pid, ...emulators.pids].join(' ')} (harness + barneprosesser)`);
    console.log('Ctrl+C stopper dem.');
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
