/**
 * Rules tests: a @firebase/rules-unit-testing environment against the Firestore emulator of this
 * file (started by useEmulators), loaded with firestore.rules as the build renders it from the
 * bundled dataset's membership document and programme (or from the facts a test gives).
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_PROJECT_ID } from '../../model/firebase';
import { firestoreRulesFor } from '../../scripts/firestoreRules.mjs';
import { getFirestoreRulesFacts, type FirestoreRulesFacts } from '../../src/content/firestoreRulesFacts';
import { groqJsFetcher, loadBundledDataset } from '../../src/content/sources';
import { useEmulators } from './vitest-emulators';

/** What the rules take from the bundled dataset (minimum age, cancelled occurrences), as the build reads it on its clock. */
export const bundledRulesFacts = (): Promise<FirestoreRulesFacts> => getFirestoreRulesFacts(groqJsFetcher(loadBundledDataset()));

function split(hostPort: string): { host: string; port: number } {
  const [host, port] = hostPort.split(':');
  return { host: host, port: Number(port) };
}

/** A rules test environment for Firestore at `firestoreHost` with the rules rendered for `facts`. */
async function firestoreRulesEnv(
  firestoreHost: string,
  { facts, projectId = DEMO_PROJECT_ID }: { facts?: FirestoreRulesFacts; projectId?: string } = {},
): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId,
    firestore: { ...split(firestoreHost), rules: firestoreRulesFor(facts ?? (await bundledRulesFacts())) },
  });
}

/**
 * A second rules environment on the same emulator, under its own project id (`name`), with the
 * rules rendered for other facts (the emulator keeps rules per project): no second JVM.
 */
export async function rulesFor(env: RulesTestEnvironment, name: string, facts: FirestoreRulesFacts): Promise<RulesTestEnvironment> {
  const { host, port } = env.emulators.firestore!;
  return firestoreRulesEnv(`${host}:${port}`, { facts, projectId: `${DEMO_PROJECT_ID}-rules-${name}` });
}

/**
 * For a rules test file: its own Firestore emulator (emptied before each test unless `reset` is
 * false) and a rules environment on it, cleaned up after the file. Call the returned function
 * inside tests to get the environment.
 */
export function useFirestoreRules({ reset = true }: { reset?: boolean } = {}): () => RulesTestEnvironment {
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
