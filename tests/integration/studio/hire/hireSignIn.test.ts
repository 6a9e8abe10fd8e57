/**
 * The «Utleie» tool's sign-in against the Auth emulator, through the tool's own Firebase
 * (studio/hire/hireFirebase.ts) pointed at this file's emulator by SANITY_STUDIO_FIREBASE_EMULATORS:
 * the Norwegian errors for the codes the emulator really gives, and the volunteer claim, also one
 * given after the volunteer signed in.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { DEMO_PROJECT_ID } from '../../../../model/firebase';
import { VOLUNTEER_CLAIM } from '../../../../model/hallHire';
import { hireFirebase, isVolunteer } from '../../../../studio/hire/hireFirebase';
import { signInError } from '../../../../studio/hire/signInErrors';
import { useEmulators } from '../../../support/vitest-emulators';

const emu = useEmulators(['auth']);
beforeAll(() => {
  process.env.SANITY_STUDIO_FIREBASE_EMULATORS = JSON.stringify({ auth: emu.hosts.auth });
});
afterEach(() => signOut(hireFirebase().auth));

const PASSWORD = 'riktig-passord';

async function identityToolkit(path: string, body: object, owner = false): Promise<{ localId: string }> {
  const res = await fetch(`http://${emu.hosts.auth}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { localId: string };
}

const userOf = (email: string) => identityToolkit('accounts:signUp', { email, password: PASSWORD });
const giveClaim = (localId: string) =>
  identityToolkit(
    `projects/${DEMO_PROJECT_ID}/accounts:update`,
    { localId, customAttributes: JSON.stringify({ [VOLUNTEER_CLAIM]: true }) },
    true,
  );

const failureOf = (email: string, password: string) =>
  signInWithEmailAndPassword(hireFirebase().auth, email, password).then(
    () => 'signed in',
    (error: unknown) => signInError(error),
  );

/** E-mail enumeration protection (on by default, in projects and the emulator) answers both mistakes alike. */
async function emailPrivacy(enableImprovedEmailPrivacy: boolean): Promise<void> {
  const res = await fetch(`http://${emu.hosts.auth}/emulator/v1/projects/${DEMO_PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy } }),
  });
  if (!res.ok) throw new Error(`Auth config: ${res.status} ${await res.text()}`);
}

describe('signing in to «Utleie»', () => {
  it('says in Norwegian that the e-mail or the password is wrong, under enumeration protection', async () => {
    await emailPrivacy(true);
    await userOf('kari@example.org');
    expect(await failureOf('kari@example.org', 'feil')).toBe('Feil e-postadresse eller passord.');
    expect(await failureOf('ola@example.org', PASSWORD)).toBe('Feil e-postadresse eller passord.');
  });

  it('tells a wrong password and an unknown user apart without enumeration protection', async () => {
    await emailPrivacy(false);
    await userOf('kari@example.org');
    expect(await failureOf('kari@example.org', 'feil')).toBe('Feil passord.');
    expect(await failureOf('ola@example.org', PASSWORD)).toBe('Det finnes ingen bruker med denne e-postadressen.');
    expect(await failureOf('ikke-en-adresse', PASSWORD)).toBe('E-postadressen er ikke gyldig.');
  });

  it('lets in a user with the volunteer claim, and not one without it', async () => {
    await giveClaim((await userOf('frivillig@example.org')).localId);
    await userOf('annen@example.org');
    const { user: volunteer } = await signInWithEmailAndPassword(hireFirebase().auth, 'frivillig@example.org', PASSWORD);
    expect(await isVolunteer(volunteer)).toBe(true);
    const { user: other } = await signInWithEmailAndPassword(hireFirebase().auth, 'annen@example.org', PASSWORD);
    expect(await isVolunteer(other)).toBe(false);
  });

  it('counts a claim given after the user signed in, without signing in again', async () => {
    const { localId } = await userOf('ny@example.org');
    const { user } = await signInWithEmailAndPassword(hireFirebase().auth, 'ny@example.org', PASSWORD);
    expect(await isVolunteer(user)).toBe(false);
    await giveClaim(localId);
    expect(await isVolunteer(user)).toBe(true);
  });
});
