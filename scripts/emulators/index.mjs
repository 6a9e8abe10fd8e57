#!/usr/bin/env node
/**
 * Starts the local Firebase emulators offline, one module per emulator (auth.mjs, firestore.mjs,
 * database.mjs, storage.mjs: each `start({host, port, projectId, rulesPath}) -> {port, stop()}`).
 * Used by `npm start`, the Playwright web server and the vitest helpers (tests/support/emulators.ts).
 *
 * CLI: node scripts/emulators/index.mjs [--only auth,firestore] [--no-seed] [--free-ports]
 * prints each emulator's port and start-up time; Ctrl+C (SIGINT/SIGTERM) stops everything it started.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { seedAuth } from './seed.mjs';

export const DEMO_PROJECT_ID = 'demo-sentrum-bedehus';
export const EMULATORS = /** @type {const} */ (['auth', 'firestore', 'database', 'storage']);
/** Same as DEFAULT_EMULATOR_HOSTS in src/firebase/config.ts and the emulators block of firebase.json. */
export const DEFAULT_PORTS = { auth: 9099, firestore: 8081, database: 9001, storage: 9199 };
export const HOST = '127.0.0.1';

const here = new URL('.', import.meta.url);
const root = process.cwd();
const RULES = { firestore: 'firestore.rules', database: 'database.rules.json', storage: 'storage.rules' };

/** Loads an emulator module only when asked for (auth and storage pull in firebase-tools). */
function loadModule(name) {
  return import(new URL(`./${name}.mjs`, here).href);
}

/**
 * @param {{ports?: Partial<Record<string, number>>, projectId?: string, only?: string[], seed?: boolean,
 *          keepGoing?: boolean, log?: (line: string) => void}} [options]
 *   ports: per emulator, 0 = free port (default: all free); keepGoing: an emulator that fails to start
 *   is reported in `skipped` instead of stopping the others (npm start: the site runs anyway).
 * @returns {Promise<{hosts: Partial<Record<'auth'|'firestore'|'database'|'storage', string>>,
 *          skipped: Record<string, string>, timings: Record<string, number>, pids: number[], stop(): Promise<void>}>}
 */
export async function startEmulators({ ports = {}, projectId = DEMO_PROJECT_ID, only = [...EMULATORS], seed = false, keepGoing = false, log = () => {} } = {}) {
  const unknown = only.filter((name) => !EMULATORS.includes(name));
  if (unknown.length) throw new Error(`unknown emulator(s): ${unknown.join(', ')} (known: ${EMULATORS.join(', ')})`);
  const running = [];
  const hosts = {};
  const skipped = {};
  const timings = {};
  const stop = async () => {
    const all = running.splice(0);
    await Promise.allSettled(all.map((emulator) => emulator.stop()));
  };

  const results = await Promise.allSettled(
    only.map(async (name) => {
      const mod = await loadModule(name);
      if (name === 'firestore') {
        const problem = mod.missingPrerequisite();
        if (problem) {
          skipped[name] = problem;
          log(`– ${name}: hoppet over (${problem})`);
          return;
        }
      }
      const started = performance.now();
      const rulesPath = RULES[name] ? resolve(root, RULES[name]) : undefined;
      let emulator;
      try {
        emulator = await mod.start({ host: HOST, port: ports[name] ?? 0, projectId, rulesPath });
      } catch (error) {
        if (!keepGoing) throw new Error(`${name}: ${error.message}`);
        skipped[name] = error.message;
        log(`✗ ${name}: startet ikke (${error.message})`);
        return;
      }
      running.push(emulator);
      timings[name] = Math.round(performance.now() - started);
      hosts[name] = `${HOST}:${emulator.port}`;
      log(`✓ ${name} klar på ${hosts[name]} (${timings[name]} ms)`);
    }),
  );
  const failures = results.filter((r) => r.status === 'rejected').map((r) => r.reason);
  if (failures.length) {
    await stop();
    throw new AggregateError(failures, failures.map((e) => e.message).join('\n'));
  }
  if (seed && hosts.auth) await seedAuth(hosts.auth, projectId);
  const pids = running.map((e) => e.pid).filter(Boolean);
  return { hosts, skipped, timings, pids, stop };
}

/** CLI arguments → startEmulators options. */
export function parseArgs(argv) {
  const options = { only: [...EMULATORS], seed: true, freePorts: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--only') options.only = argv[++i].split(',').map((s) => s.trim()).filter(Boolean);
    else if (arg.startsWith('--only=')) options.only = arg.slice(7).split(',').map((s) => s.trim()).filter(Boolean);
    else if (arg === '--no-seed') options.seed = false;
    else if (arg === '--free-ports') options.freePorts = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

/** Stops `stop` on SIGINT/SIGTERM exactly once, then exits. */
export function stopOnSignals(stop, log = console.log) {
  let stopping = false;
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
    if (Object.keys(emulators.skipped).length) console.log(`Mangler: ${Object.entries(emulators.skipped).map(([name, why]) => `${name} (${why})`).join('; ')}`);
    stopOnSignals(emulators.stop);
    console.log(`Emulatorene kjører (${Math.round(performance.now() - started)} ms). FIREBASE_EMULATOR_HOSTS='${JSON.stringify(emulators.hosts)}'`);
    console.log(`Prosesser: ${[process.pid, ...emulators.pids].join(' ')} (harness + barneprosesser)`);
    console.log('Ctrl+C stopper dem.');
  } catch (error) {
    console.error(`✗ ${error.message}`);
    process.exit(1);
  }
}
