/**
 * The «Utleie» tool's answers (studio/hire/answer.ts) against the Firestore emulator, as the tool runs
 * them: the request's status and answer, the room's month of bookings and the visitor's e-mail change
 * together; an overlapping time is refused, also when two volunteers approve at the same moment.
 * The rules are another file's concern: these clients are the emulator's owner (rules not applied).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  type Firestore,
} from 'firebase/firestore';
import { DEMO_PROJECT_ID } from '../../../../model/firebase';
import { bookingMonthId, HIRE_LIMITS, type HallRequest } from '../../../../model/hallHire';
import { AnswerRefused, approve, cancel, decline } from '../../../../studio/hire/answer';
import { useEmulators } from '../../../support/vitest-emulators';

const emu = useEmulators(['firestore']);
// A transaction that lost a race is logged by the SDK before it is retried: expected here.
setLogLevel('silent');
const apps: FirebaseApp[] = [];
afterAll(() => Promise.all(apps.map((app) => deleteApp(app))));

/** A volunteer's Studio: its own SDK instance, past the rules. */
function studio(): Firestore {
  const app = initializeApp({ projectId: DEMO_PROJECT_ID, apiKey: 'test-api-key' }, `studio-${apps.length}`);
  apps.push(app);
  const db = getFirestore(app);
  const [host, port] = emu.hosts.firestore!.split(':');
  connectFirestoreEmulator(db, host, Number(port), { mockUserToken: 'owner' });
  return db;
}

const STORSALEN = { answer: 'Velkommen!', roomName: 'Storsalen' };

async function sent(db: Firestore, id: string, at: Partial<HallRequest> = {}): Promise<void> {
  await setDoc(doc(db, 'hallRequests', id), {
    room: 'storsalen',
    date: '2026-12-12',
    from: '14:00',
    to: '18:00',
    kind: 'Bursdag',
    guests: 30,
    name: 'Kari Nordmann',
    phone: '+47 400 00 000',
    email: `${id}@example.org`,
    message: 'Vi tar med kake.',
    consent: true,
    reference: 'ABC234',
    status: 'ny',
    createdAt: serverTimestamp(),
    ...at,
  });
}

const read = async (db: Firestore, path: string) => (await getDoc(doc(db, path))).data();
const slotsOf = async (db: Firestore, room = 'storsalen', date = '2026-12-12') =>
  ((await read(db, `hallBookings/${bookingMonthId(room, date)}`))?.slots as unknown[] | undefined) ?? [];

describe('approve', () => {
  it('books the time in the room’s month, marks the request approved and writes the visitor’s e-mail', async () => {
    const db = studio();
    await sent(db, 'r1');
    await approve(db, 'r1', STORSALEN);
    const request = await read(db, 'hallRequests/r1');
    expect(request).toMatchObject({ status: 'godkjent', answer: 'Velkommen!' });
    expect(request?.answeredAt).toBeInstanceOf(Timestamp);
    expect(await read(db, 'hallBookings/storsalen_2026-12')).toEqual({
      room: 'storsalen',
      month: '2026-12',
      slots: [{ date: '2026-12-12', from: '14:00', to: '18:00', request: 'r1' }],
    });
    expect(await read(db, 'mail/r1-godkjent')).toEqual({
      to: 'r1@example.org',
      template: {
        name: 'utleie-godkjent',
        data: { reference: 'ABC234', roomName: 'Storsalen', when: 'lørdag 12. desember 2026, kl. 14.00–18.00', answer: 'Velkommen!' },
      },
      hallRequest: 'r1',
    });
  });

  it('adds to the month: a time that only touches another fits, as does the same time in another room', async () => {
    const db = studio();
    await sent(db, 'r1');
    await sent(db, 'r2', { from: '18:00', to: '20:00' });
    await sent(db, 'r3', { room: 'lillesalen' });
    for (const id of ['r1', 'r2']) await approve(db, id, STORSALEN);
    await approve(db, 'r3', { answer: '', roomName: 'Lillesalen' });
    expect(await slotsOf(db)).toEqual([
      { date: '2026-12-12', from: '14:00', to: '18:00', request: 'r1' },
      { date: '2026-12-12', from: '18:00', to: '20:00', request: 'r2' },
    ]);
    expect(await slotsOf(db, 'lillesalen')).toHaveLength(1);
  });

  it('refuses a time that overlaps an approved booking, naming it, and changes nothing', async () => {
    const db = studio();
    await sent(db, 'r1');
    await sent(db, 'r2', { from: '17:00', to: '22:00' });
    await approve(db, 'r1', STORSALEN);
    const refusal = approve(db, 'r2', STORSALEN);
    await expect(refusal).rejects.toThrow(AnswerRefused);
    await expect(refusal).rejects.toThrow('Storsalen er allerede utleid 12. desember kl. 14.00–18.00.');
    expect(await read(db, 'hallRequests/r2')).toMatchObject({ status: 'ny' });
    expect(await read(db, 'hallRequests/r2')).not.toHaveProperty('answer');
    expect(await read(db, 'mail/r2-godkjent')).toBeUndefined();
    expect(await slotsOf(db)).toHaveLength(1);
  });

  it('lets exactly one of two overlapping requests in when two volunteers approve them at once', async () => {
    const [first, second] = [studio(), studio()];
    await sent(first, 'r1');
    await sent(first, 'r2', { from: '15:00', to: '16:00' });
    const results = await Promise.allSettled([approve(first, 'r1', STORSALEN), approve(second, 'r2', STORSALEN)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected')!;
    expect(rejected.reason).toBeInstanceOf(AnswerRefused);
    const slots = await slotsOf(first);
    expect(slots).toHaveLength(1);
    const winner = (slots[0] as { request: string }).request;
    const loser = winner === 'r1' ? 'r2' : 'r1';
    expect(await read(first, `hallRequests/${winner}`)).toMatchObject({ status: 'godkjent' });
    expect(await read(first, `hallRequests/${loser}`)).toMatchObject({ status: 'ny' });
    expect(await read(first, `mail/${loser}-godkjent`)).toBeUndefined();
  });

  it('refuses a request that is no longer new, one that is gone, and an answer that is too long', async () => {
    const db = studio();
    await sent(db, 'r1');
    await approve(db, 'r1', STORSALEN);
    await expect(approve(db, 'r1', STORSALEN)).rejects.toThrow('Forespørselen er allerede godkjent og kan ikke godkjennes.');
    await expect(approve(db, 'gone', STORSALEN)).rejects.toThrow('Forespørselen finnes ikke lenger');
    await sent(db, 'r2', { date: '2026-12-13' });
    const long = { ...STORSALEN, answer: 'x'.repeat(HIRE_LIMITS.answer.max + 1) };
    await expect(approve(db, 'r2', long)).rejects.toThrow(`høyst ${HIRE_LIMITS.answer.max} tegn`);
    expect(await read(db, 'hallRequests/r2')).toMatchObject({ status: 'ny' });
  });
});

describe('decline', () => {
  it('marks a new request declined, books nothing and writes the visitor’s e-mail', async () => {
    const db = studio();
    await sent(db, 'r1');
    await decline(db, 'r1', { answer: 'Salen er opptatt.', roomName: 'Storsalen' });
    expect(await read(db, 'hallRequests/r1')).toMatchObject({ status: 'avslått', answer: 'Salen er opptatt.' });
    expect(await slotsOf(db)).toEqual([]);
    expect(await read(db, 'mail/r1-avslatt')).toMatchObject({
      to: 'r1@example.org',
      template: { name: 'utleie-avslatt', data: { answer: 'Salen er opptatt.', roomName: 'Storsalen', reference: 'ABC234' } },
      hallRequest: 'r1',
    });
    await expect(decline(db, 'r1', STORSALEN)).rejects.toThrow('Forespørselen er allerede avslått og kan ikke avslås.');
  });
});

describe('cancel', () => {
  it('frees an approved time for an overlapping request and writes the visitor’s e-mail', async () => {
    const db = studio();
    await sent(db, 'r1');
    await sent(db, 'r2', { from: '16:00', to: '17:00' });
    await approve(db, 'r1', STORSALEN);
    await cancel(db, 'r1', { answer: 'Beklager, huset må stenges.', roomName: 'Storsalen' });
    expect(await read(db, 'hallRequests/r1')).toMatchObject({ status: 'avlyst', answer: 'Beklager, huset må stenges.' });
    expect(await slotsOf(db)).toEqual([]);
    expect(await read(db, 'mail/r1-avlyst')).toMatchObject({
      to: 'r1@example.org',
      template: {
        name: 'utleie-avlyst',
        data: { answer: 'Beklager, huset må stenges.', when: 'lørdag 12. desember 2026, kl. 14.00–18.00' },
      },
      hallRequest: 'r1',
    });
    await approve(db, 'r2', STORSALEN);
    expect(await slotsOf(db)).toEqual([{ date: '2026-12-12', from: '16:00', to: '17:00', request: 'r2' }]);
  });

  it('refuses a request that was never approved', async () => {
    const db = studio();
    await sent(db, 'r1');
    await expect(cancel(db, 'r1', STORSALEN)).rejects.toThrow('Bare en godkjent forespørsel kan avlyses; denne er ny.');
    expect(await read(db, 'mail/r1-avlyst')).toBeUndefined();
  });
});
