/**
 * The emulator harness itself: auth + firestore on free ports, real requests against them, and
 * nothing left running after stop().
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../../../../model/firebase';
import { DEFAULT_PORTS, startEmulators, parseArgs, type RunningEmulators } from '../../../../scripts/emulators/index.mjs';
import { isRunning, resetAuth, resetFirestore } from '../../../support/emulators';

describe('startEmulators', () => {
  let emulators: RunningEmulators;
  beforeAll(async () => {
    emulators = await startEmulators({ only: ['auth', 'firestore'], seed: true });
  }, 120_000);
  afterAll(() => emulators?.stop());

  it('starts Auth and Firestore on free ports and reports them', () => {
    expect(emulators.hosts.auth).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(emulators.hosts.firestore).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(emulators.hosts.auth).not.toBe(`127.0.0.1:${DEFAULT_PORTS.auth}`);
    expect(emulators.pids.length).toBe(1);
    expect(isRunning(emulators.pids[0])).toBe(true);
  });

  it('seeds the demo user, and a wrong password is INVALID_LOGIN_CREDENTIALS (email privacy on)', async () => {
    const signIn = (password: string) =>
      fetch(`http://${emulators.hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@bedehuset.no', password, returnSecureToken: true }),
      });
    const ok = await signIn('demo-passord');
    expect(ok.status).toBe(200);
    const wrong = await signIn('feil-passord');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe('INVALID_LOGIN_CREDENTIALS');
    await resetAuth(emulators.hosts.auth!);
    expect((await signIn('demo-passord')).status).toBe(400);
  });

  it('enforces firestore.rules for clients, while the owner token bypasses them', async () => {
    const url = `http://${emulators.hosts.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents/harness-probe/doc`;
    const body = JSON.stringify({ fields: { a: { stringValue: 'b' } } });
    const asVisitor = await fetch(url, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body });
    expect(asVisitor.status).toBe(403);
    const asOwner = await fetch(url, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body,
    });
    expect(asOwner.status).toBe(200);
    await resetFirestore(emulators.hosts.firestore!);
    expect((await fetch(url, { headers: { authorization: 'Bearer owner' } })).status).toBe(404);
  });

  it('stop() ends the JVM it started and frees the ports', async () => {
    const { pids, hosts } = emulators;
    await emulators.stop();
    for (const pid of pids) expect(isRunning(pid)).toBe(false);
    for (const host of [hosts.auth, hosts.firestore]) {
      await expect(fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
    }
  });
});

describe('parseArgs', () => {
  it('reads --only and --no-seed, and refuses unknown flags', () => {
    expect(parseArgs(['--only', 'auth,firestore', '--no-seed'])).toEqual({ only: ['auth', 'firestore'], seed: false, freePorts: false });
    expect(() => parseArgs(['--bogus'])).toThrow(/unknown argument/);
  });
});

it('refuses an unknown emulator name', async () => {
  // @ts-expect-error the name is wrong on purpose
  await expect(startEmulators({ only: ['hosting'] })).rejects.toThrow(/unknown emulator/);
});
