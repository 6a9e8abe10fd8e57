/**
 * The Firestore emulator's start when its port is taken by another server before the JVM binds it
 * (a free port is free only when asked; under load the JVM takes seconds to bind): the start must
 * not take the other server's answer for the emulator's.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start } from '../../../../scripts/emulators/firestore.mjs';

describe('Firestore emulator start', () => {
  let other: Server;
  let port = 0;
  beforeAll(async () => {
    // Another test's server on the port: it answers every request, as the Sanity stand-in does.
    other = createServer((_req, res) => res.end('{"other": true}'));
    await new Promise<void>((ready) => other.listen(0, '127.0.0.1', ready));
    port = (other.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => other.close(() => done())));

  it('on a port another server holds, fails and says why instead of reporting that server as the emulator', async () => {
    await expect(start({ port, projectId: 'demo-port-taken' })).rejects.toThrow(/Address already in use/);
  }, 180_000);

  it('on a free port, starts and answers as the emulator', async () => {
    const emulator = await start({ projectId: 'demo-port-free' });
    try {
      expect(emulator.port).not.toBe(port);
      expect(await (await fetch(`http://127.0.0.1:${emulator.port}/`)).text()).toMatch(/^Ok/);
    } finally {
      await emulator.stop();
    }
  }, 180_000);
});
