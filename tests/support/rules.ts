/**
 * Rules tests: a @firebase/rules-unit-testing environment against the Firestore emulator of this
 * file (started by useEmulators), loaded with firestore.rules as the build renders it from the
 * bundled dataset's membership document (or from the membership facts a test gives).
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_PROJECT_ID } from '../../model/firebase';
import { firestoreRulesFor } from '../../scripts/firestoreRules.mjs';
import { getMembership, type Membership } from '../../src/content/pages';
import { groqJsFetcher, loadBundledDataset } from '../../src/content/sources';
import { useEmulators } from './vitest-emulators';

/** The bundled dataset's membership document, as the build reads it. */
export const bundledMembership = (): Promise<Membership> => getMembership(groqJsFetcher(loadBundledDataset()));

function split(hostPort: string): { host: string; port: number } {
  const [host, port] = hostPort.split(':');
  return { host: host, port: Number(port) };
}

/** A rules test environment for Firestore at `firestoreHost` with the rules rendered for `membership`. */
async function firestoreRulesEnv(
  firestoreHost: string,
  { membership, projectId = DEMO_PROJECT_ID }: { membership?: Membership; projectId?: string } = {},
): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId,
    firestore: { ...split(firestoreHost), rules: firestoreRulesFor(membership ?? (await bundledMembership())) },
  });
}

/**
 * A second rules environment on the same emulator, under its own project id, with the rules
 * rendered for other membership facts (the emulator keeps rules per project): no second JVM.
 */
export async function rulesFor(env: RulesTestEnvironment, membership: Membership): Promise<RulesTestEnvironment> {
  const { host, port } = env.emulators.firestore!;
  return firestoreRulesEnv(`${host}:${port}`, { membership, projectId: `${DEMO_PROJECT_ID}-rules-${membership.minimumAge}` });
}

/**
 * For a rules test file: its own Firestore emulator (emptied before each test unless `reset` is
 * false) and a rules environment on it, cleaned up after the file. Call the returned function
 * inside tests to get the environment.
 */
export function useFirestoreRules({
  reset = true,
  membership,
}: { reset?: boolean; membership?: Membership } = {}): () => RulesTestEnvironment {
  const emu = useEmulators(['firestore'], { reset });
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await firestoreRulesEnv(emu.hosts.firestore!, membership ? { membership } : {});
  }, 60_000);
  afterAll(async () => {
    await env?.cleanup();
  });
  return () => {
    if (!env) throw new Error('The rules environment is not ready: call it inside a test.');
    return env;
  };
}
