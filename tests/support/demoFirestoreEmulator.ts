/**
 * A Firestore emulator for the demo's rules tests: the one named by FIRESTORE_EMULATOR_HOST when
 * the shared harness started it, else Google's emulator JAR started here on a free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const JAR = process.env.FIRESTORE_EMULATOR_JAR ?? '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function firestoreEmulator(): Promise<{ host: string; port: number; stop: () => Promise<void> }> {
  const given = process.env.FIRESTORE_EMULATOR_HOST;
  if (given) {
    const [host, port] = given.split(':');
    return { host, port: Number(port), stop: async () => {} };
  }
  const port = await freePort();
  const child: ChildProcess = spawn('java', ['-cp', JAR, 'com.google.cloud.datastore.emulator.firestore.CloudFirestore', '--host', '127.0.0.1', '--port', String(port)], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`Firestore emulator did not start on ${port}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    host: '127.0.0.1',
    port,
    stop: async () => {
      child.kill();
    },
  };
}
