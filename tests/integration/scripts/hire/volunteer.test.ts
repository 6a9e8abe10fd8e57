/**
 * `npm run hire:volunteer` against the Auth emulator: the claim goes on and off an existing user
 * (keeping the user's other claims), no user is ever created, and the command says so in Norwegian.
 */
import { getAuth, type Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOLUNTEER_CLAIM } from '../../../../model/hallHire';
import { jobApp } from '../../../../scripts/hire/adminApp.mjs';
import { listVolunteers, setVolunteer } from '../../../../scripts/hire/volunteers.mjs';
import { runHireJob } from '../../../support/runHireJob';
import { useEmulators } from '../../../support/vitest-emulators';

const emu = useEmulators(['auth']);
let auth: Auth;
let close: () => Promise<void>;

beforeAll(() => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emu.hosts.auth;
  const job = jobApp('auth');
  close = job.close;
  auth = getAuth(job.app);
});
afterAll(() => close());

const claimsOf = async (email: string) => (await auth.getUserByEmail(email)).customClaims ?? {};

describe('setVolunteer', () => {
  it('gives the claim, keeps the other claims, and takes it again', async () => {
    const { uid } = await auth.createUser({ email: 'kari@example.no', password: 'hemmelig-passord' });
    await auth.setCustomUserClaims(uid, { annet: 'beholdes' });

    expect(await setVolunteer(auth, 'kari@example.no', true)).toBe('lagt til');
    expect(await claimsOf('kari@example.no')).toEqual({ annet: 'beholdes', [VOLUNTEER_CLAIM]: true });
    expect(await setVolunteer(auth, ' kari@example.no ', true)).toBe('uendret');

    expect(await setVolunteer(auth, 'kari@example.no', false)).toBe('fjernet');
    expect(await claimsOf('kari@example.no')).toEqual({ annet: 'beholdes' });
    expect(await setVolunteer(auth, 'kari@example.no', false)).toBe('uendret');
  });

  it('creates no user for an unknown address', async () => {
    expect(await setVolunteer(auth, 'ukjent@example.no', true)).toBe('finnes ikke');
    expect((await auth.listUsers()).users).toEqual([]);
  });

  it('lists only the volunteers', async () => {
    for (const email of ['per@example.no', 'anne@example.no', 'ola@example.no']) await auth.createUser({ email });
    await setVolunteer(auth, 'per@example.no', true);
    await setVolunteer(auth, 'anne@example.no', true);
    expect(await listVolunteers(auth)).toEqual(['anne@example.no', 'per@example.no']);
  });
});

describe('the command', () => {
  const env = () => ({ FIREBASE_AUTH_EMULATOR_HOST: emu.hosts.auth ?? '' });

  it('adds, lists and removes a volunteer', async () => {
    await auth.createUser({ email: 'kari@example.no' });
    const added = await runHireJob('volunteer.mjs', ['add', 'kari@example.no'], env());
    expect(added).toMatchObject({ code: 0, stdout: expect.stringContaining('kari@example.no kan nå svare') });
    expect(await claimsOf('kari@example.no')).toEqual({ [VOLUNTEER_CLAIM]: true });
    expect((await runHireJob('volunteer.mjs', ['list'], env())).stdout).toContain('  kari@example.no');
    expect((await runHireJob('volunteer.mjs', ['remove', 'kari@example.no'], env())).code).toBe(0);
    expect(await claimsOf('kari@example.no')).toEqual({});
  });

  it('says in Norwegian where to create a user that does not exist, and fails', async () => {
    const run = await runHireJob('volunteer.mjs', ['add', 'ukjent@example.no'], env());
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Ingen bruker med e-posten ukjent@example.no');
    expect(run.stdout).toContain('Firebase-konsollen');
    expect((await auth.listUsers()).users).toEqual([]);
  });

  it('refuses the demo project without the emulator, and a command it does not know', async () => {
    const demo = await runHireJob('volunteer.mjs', ['add', 'kari@example.no'], {});
    expect(demo.code).toBe(1);
    expect(demo.stderr).toContain('finnes bare på emulatorene');
    expect(await runHireJob('volunteer.mjs', ['legg-til', 'kari@example.no'], env())).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Bruk:'),
    });
  });
});
