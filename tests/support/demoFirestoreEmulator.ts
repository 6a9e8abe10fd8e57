/**
 * A Firestore emulator for the demo's rules tests: the one named by FIRESTORE_EMULATOR_HOST when
 * given, else one from the shared harness (scripts/emulators) on a free port, stopped by PID.
 */
import { startTestEmulators } from './emulators';

export async function firestoreEmulator(): Promise<{ host: string; port: number; stop: () => Promise<void> }> {
  const given = process.env.FIRESTORE_EMULATOR_HOST;
  if (given) {
    const [host, port] = given.split(':');
    return { host: host!, port: Number(port), stop: async () => {} };
  }
  const emulators = await startTestEmulators(['firestore']);
  const [host, port] = emulators.hosts.firestore!.split(':');
  return { host: host!, port: Number(port), stop: emulators.stop };
}
