/**
 * Rules tests: a @firebase/rules-unit-testing environment against the Firestore emulator of this
 * file (started by useEmulators), loaded with the repo's firestore.rules.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_PROJECT_ID } from '../../model/firebase';
import { useEmulators } from './vitest-emulators';

function split(hostPort: string): { host: string; port: number } {
  const [host, port] = hostPort.split(':');
  return { host: host!, port: Number(port) };
}

/** A rules test environment for Firestore at `firestoreHost` with the rules in `rulesFile`. */
async function firestoreRulesEnv(firestoreHost: string, { rulesFile = 'firestore.rules', projectId = DEMO_PROJECT_ID } = {}): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId,
    firestore: { ...split(firestoreHost), rules: readFileSync(resolve(process.cwd(), rulesFile), 'utf8') },
  });
}

/**
 * For a rules test file: its own Firestore emulator (emptied before each test unless `reset` is
 * false) and a rules environment on it, cleaned up after the file. Call the returned function
 * inside tests to get the environment.
 */
export function useFirestoreRules({ reset = true } = {}): () => RulesTestEnvironment {
  const emu = useEmulators(['firestore'], { reset });
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await firestoreRulesEnv(emu.hosts.firestore!);
  }, 60_000);
  afterAll(async () => {
    await env?.cleanup();
  });
  return () => {
    if (!env) throw new Error('The rules environment is not ready: call it inside a test.');
    return env;
  };
}
