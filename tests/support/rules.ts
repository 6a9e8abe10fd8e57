/**
 * Rules tests: a @firebase/rules-unit-testing environment against the Firestore emulator of this
 * file (started by useEmulators), loaded with the repo's firestore.rules.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { DEMO_PROJECT_ID } from './emulators';

function split(hostPort: string): { host: string; port: number } {
  const [host, port] = hostPort.split(':');
  return { host: host!, port: Number(port) };
}

/** A rules test environment for Firestore at `firestoreHost` with the rules in `rulesFile`. */
export async function firestoreRulesEnv(firestoreHost: string, { rulesFile = 'firestore.rules', projectId = DEMO_PROJECT_ID } = {}): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId,
    firestore: { ...split(firestoreHost), rules: readFileSync(resolve(process.cwd(), rulesFile), 'utf8') },
  });
}
