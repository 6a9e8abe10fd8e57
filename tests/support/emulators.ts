/**
 * The one emulator harness for tests: start what a test file needs on free ports, reset between
 * tests, stop at the end. Vitest files call `useEmulators(['firestore'])` at top level; Playwright
 * tests read the hosts the e2e server published (`e2eEmulatorHosts(baseURL)`).
 */
import { DEMO_PROJECT_ID, type EmulatorName } from '../../model/firebase';
import { startEmulators, type EmulatorHostMap, type RunningEmulators } from '../../scripts/emulators/index.mjs';

export type { EmulatorHostMap, EmulatorName };

const OWNER = { authorization: 'Bearer owner' };

async function expectOk(res: Response, what: string): Promise<void> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
}

/** Deletes every Auth account of the project. */
export async function resetAuth(host: string, projectId = DEMO_PROJECT_ID): Promise<void> {
  await expectOk(
    await fetch(`http://${host}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE', headers: OWNER }),
    'Auth reset',
  );
}

/** Deletes every Firestore document of the project's default database. */
export async function resetFirestore(host: string, projectId = DEMO_PROJECT_ID): Promise<void> {
  await expectOk(
    await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE', headers: OWNER }),
    'Firestore reset',
  );
}

/**
 * Deletes the documents of one collection (with owner access, past the rules): the reset for tests
 * that share a running emulator with others, each in a collection of its own.
 */
export async function clearCollection(host: string, collection: string, projectId = DEMO_PROJECT_ID): Promise<void> {
  const base = `http://${host}/v1/projects/${projectId}/databases/(default)/documents`;
  const res = await fetch(`${base}/${collection}?pageSize=1000`, { headers: OWNER });
  await expectOk(res, `Firestore list ${collection}`);
  const { documents = [] } = (await res.json()) as { documents?: { name: string }[] };
  for (const doc of documents) {
    await expectOk(await fetch(`http://${host}/v1/${doc.name}`, { method: 'DELETE', headers: OWNER }), `Firestore delete ${doc.name}`);
  }
}

/** Empties the Storage stand-in (every bucket). */
async function resetStorage(host: string): Promise<void> {
  await expectOk(await fetch(`http://${host}/internal/reset`, { method: 'POST', headers: OWNER }), 'Storage reset');
}

/** Sets the Realtime Database root to null (admin access through the owner token). */
async function resetDatabase(host: string, projectId = DEMO_PROJECT_ID): Promise<void> {
  await expectOk(
    await fetch(`http://${host}/.json?ns=${projectId}`, {
      method: 'PUT',
      headers: { ...OWNER, 'content-type': 'application/json' },
      body: 'null',
    }),
    'Realtime Database reset',
  );
}

/** Resets every emulator in `hosts`. */
export async function resetEmulators(hosts: EmulatorHostMap, projectId = DEMO_PROJECT_ID): Promise<void> {
  await Promise.all([
    hosts.auth && resetAuth(hosts.auth, projectId),
    hosts.firestore && resetFirestore(hosts.firestore, projectId),
    hosts.storage && resetStorage(hosts.storage),
    hosts.database && resetDatabase(hosts.database, projectId),
  ]);
}

/** Starts the named emulators on free ports; throws (with the reason) when one cannot run here. */
export async function startTestEmulators(only: EmulatorName[], projectId = DEMO_PROJECT_ID): Promise<RunningEmulators> {
  const emulators = await startEmulators({ only, projectId });
  const missing = only.filter((name) => !emulators.hosts[name]);
  if (missing.length) {
    await emulators.stop();
    throw new Error(missing.map((name) => `${name}: ${emulators.skipped[name] ?? 'did not start'}`).join('\n'));
  }
  return emulators;
}

/**
 * The emulators started for the Playwright run (scripts/e2e-server.mjs), as the site publishes them
 * to the browser at /__/emulators.json. `baseURL` is Playwright's.
 */
export async function e2eEmulatorHosts(baseURL: string): Promise<EmulatorHostMap> {
  const res = await fetch(new URL('/__/emulators.json', baseURL));
  if (!res.ok)
    throw new Error(`No emulator hosts at ${baseURL}/__/emulators.json (${res.status}): is scripts/e2e-server.mjs the web server?`);
  return (await res.json()) as EmulatorHostMap;
}

/** Whether a process with this pid is alive (signal 0 checks without signalling). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
