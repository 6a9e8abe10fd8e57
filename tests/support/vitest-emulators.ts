/**
 * Vitest side of the harness: `const emu = useEmulators(['firestore'])` at the top of a test file
 * starts those emulators on free ports before its tests, resets them before each test, and stops
 * them after the file. `emu.hosts.firestore` is then "127.0.0.1:PORT".
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DEMO_PROJECT_ID } from '../../model/firebase';
import { resetEmulators, startTestEmulators, type EmulatorHostMap, type EmulatorName } from './emulators';

export function useEmulators(only: EmulatorName[], { projectId = DEMO_PROJECT_ID, reset = true } = {}) {
  const state: { hosts: EmulatorHostMap; projectId: string } = { hosts: {}, projectId };
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const emulators = await startTestEmulators(only, projectId);
    stop = emulators.stop;
    state.hosts = emulators.hosts;
  }, 180_000);
  if (reset) beforeEach(() => resetEmulators(state.hosts, projectId));
  afterAll(async () => {
    await stop?.();
  }, 30_000);
  return state;
}
