/**
 * firestore.rules, hall hire: a visitor's request batch (request, sender, two messages), the
 * volunteers' answers and booked months, against the real Firestore emulator, with the rules
 * rendered for a house with rooms and for one without.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { HIRE_LIMITS, MAIL_TEMPLATES, VOLUNTEER_CLAIM, bookingMonthId, receiptData, type HireRulesFacts } from '../../../model/hallHire';
import { bundledRulesFacts, rulesFor, useFirestoreRules } from '../../support/rules';

const env = useFirestoreRules();

const HOUSE: HireRulesFacts = {
  rooms: [
    { slug: 'storsalen', name: 'Storsalen', seats: 150 },
    { slug: 'lillesalen', name: 'Lillesalen', seats: 40 },
    { slug: 'kjokkenet', name: 'Kjøkkenet', seats: 12 },
  ],
  terms: {
    openFrom: '08:00',
    openTo: '23:00',
    noticeDays: 7,
    horizonDays: 365,
    email: 'utleie@bedehus.example',
    phone: '912 34 567',
    retentionMonths: 3,
  },
};

let house: RulesTestEnvironment;
let noRooms: RulesTestEnvironment;
beforeAll(async () => {
  const bundled = await bundledRulesFacts();
  house = await rulesFor(env(), 'hall-hire', { ...bundled, hire: HOUSE });
  noRooms = await rulesFor(env(), 'hall-hire-no-rooms', { ...bundled, hire: { rooms: [], terms: HOUSE.terms } });
}, 60_000);
afterAll(async () => {
  await house?.cleanup();
  await noRooms?.cleanup();
});
// useFirestoreRules empties only its own project.
beforeEach(async () => {
  await house.clearFirestore();
  await noRooms.clearFirestore();
});

/** yyyy-mm-dd `days` after the UTC date of now + `hours`: the rules reckon Oslo's today so (osloDayAt). */
function dayFrom(hours: number, days: number): string {
  const at = new Date(Date.now() + hours * 3_600_000);
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + days)).toISOString().slice(0, 10);
}
// The first and the last date the rules take.
const earliest = () => dayFrom(1, HOUSE.terms.noticeDays);
const latest = () => dayFrom(2, HOUSE.terms.horizonDays);

type Fields = Record<string, unknown>;
const hallRequest = (overrides: Fields = {}): Fields => ({
  room: 'lillesalen',
  date: dayFrom(1, 30),
  from: '18:00',
  to: '21:00',
  kind: 'Bursdag',
  guests: 30,
  name: 'Kari Nordmann',
  phone: '+47 912 34 567',
  email: 'kari@example.no',
  message: 'Vi trenger kjøkkenet også.',
  consent: true,
  reference: 'AB23CD',
  status: 'ny',
  createdAt: serverTimestamp(),
  ...overrides,
});

const roomName = (slug: unknown) => HOUSE.rooms.find((room) => room.slug === slug)?.name ?? 'Ukjent';
// The form's and the Studio's own words for the time (model/hallHire.ts): the rules must build the same.
const booking = (r: Fields) =>
  receiptData(String(r.reference), roomName(r.room), { date: String(r.date), from: String(r.from), to: String(r.to) });

/** The two messages the form writes with a request, as model/hallHire.ts describes them. */
function visitorMail(id: string, r: Fields) {
  // A field the request lacks is left out of the message too (Firestore refuses undefined).
  return JSON.parse(
    JSON.stringify({
      ny: {
        to: HOUSE.terms.email,
        replyTo: r.email,
        hallRequest: id,
        template: {
          name: MAIL_TEMPLATES.newRequest,
          data: { ...booking(r), kind: r.kind, guests: r.guests, name: r.name, phone: r.phone, email: r.email, message: r.message },
        },
      },
      kvittering: { to: r.email, hallRequest: id, template: { name: MAIL_TEMPLATES.receipt, data: booking(r) } },
    }),
  ) as { ny: Fields; kvittering: Fields };
}

let visitors = 0;
/** A new signed-in (anonymous) visitor, so that a denial is never the rate limit's doing. */
function visitor(rules = house) {
  const uid = `visitor-${++visitors}`;
  return { uid, db: rules.authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } }).firestore() };
}
type Visitor = ReturnType<typeof visitor>;

type SendOptions = {
  from?: Visitor;
  sender?: Fields | null;
  mail?: { ny?: ((m: Fields) => Fields) | null; kvittering?: ((m: Fields) => Fields) | null };
};

/** A request as the form sends it: request, sender and both messages in one batch. */
function send(data: Fields, { from = visitor(), sender = {}, mail = {} }: SendOptions = {}) {
  const { uid, db } = from;
  const ref = doc(collection(db, 'hallRequests'));
  const messages = visitorMail(ref.id, data);
  const batch = writeBatch(db);
  batch.set(ref, data);
  if (sender) batch.set(doc(db, `hallSenders/${uid}`), { lastSent: serverTimestamp(), lastRequest: ref.id, ...sender });
  for (const kind of ['ny', 'kvittering'] as const) {
    const change = mail[kind] === undefined ? (m: Fields) => m : mail[kind];
    if (change) batch.set(doc(db, `mail/${ref.id}-${kind}`), change(messages[kind]));
  }
  return batch.commit().then(() => ref.id);
}

/** assertFails, naming the case that was let through. */
const refused = (write: Promise<unknown>, what: string) =>
  assertFails(write).catch((error: Error) => {
    throw new Error(`${what}: ${error.message}`);
  });

const volunteer = (rules = house) => rules.authenticatedContext('frivillig', { [VOLUNTEER_CLAIM]: true }).firestore();
const signedIn = () => house.authenticatedContext('kari').firestore();
const guest = () => house.unauthenticatedContext().firestore();

/** A stored request (as a visitor's batch leaves it), written past the rules. */
async function stored(id: string, overrides: Fields = {}) {
  const data: Fields = { ...hallRequest(), createdAt: Timestamp.now(), ...overrides };
  await house.withSecurityRulesDisabled((ctx) => setDoc(doc(ctx.firestore(), `hallRequests/${id}`), data));
  return data;
}

const slotOf = (id: string, r: Fields) => ({ date: r.date, from: r.from, to: r.to, request: id });
const monthOf = (r: Fields) => {
  const id = bookingMonthId(r.room as string, r.date as string);
  return { id, room: r.room, month: id.split('_')[1] };
};

type AnswerOptions = { slots?: Fields[] | null; update?: Fields; mail?: Fields | null; suffix?: string };
/** A volunteer's answer as the Studio tool writes it: month, request and message in one batch. */
function answer(id: string, r: Fields, status: string, { slots, update = {}, mail, suffix }: AnswerOptions = {}, db = volunteer()) {
  const ends = { godkjent: 'godkjent', avslått: 'avslatt', avlyst: 'avlyst' } as Record<string, string>;
  const names = { godkjent: MAIL_TEMPLATES.approved, avslått: MAIL_TEMPLATES.declined, avlyst: MAIL_TEMPLATES.cancelled } as Record<
    string,
    string
  >;
  const text = (update.answer as string | undefined) ?? 'Velkommen!';
  const batch = writeBatch(db);
  const month = monthOf(r);
  const slotsAfter = slots === undefined ? (status === 'godkjent' ? [slotOf(id, r)] : status === 'avlyst' ? [] : null) : slots;
  if (slotsAfter) batch.set(doc(db, `hallBookings/${month.id}`), { room: month.room, month: month.month, slots: slotsAfter });
  batch.update(doc(db, `hallRequests/${id}`), { status, answer: text, answeredAt: serverTimestamp(), ...update });
  const message = { to: r.email, hallRequest: id, template: { name: names[status], data: { ...booking(r), answer: text } } };
  if (mail !== null) batch.set(doc(db, `mail/${id}-${suffix ?? ends[status]}`), mail ?? message);
  return batch.commit();
}

describe('hallRequests: a visitor sends', () => {
  it('a valid request with its sender document and both messages, also at every limit', async () => {
    await assertSucceeds(send(hallRequest()));
    await assertSucceeds(send(hallRequest({ date: earliest(), from: '08:00', to: '23:00', room: 'kjokkenet', guests: 12 })));
    await assertSucceeds(send(hallRequest({ date: latest(), guests: 1, message: '', name: 'Ola Li', kind: 'Ja' })));
    await assertSucceeds(
      send(hallRequest({ kind: 'x'.repeat(100), name: `${'K'.repeat(49)} ${'N'.repeat(50)}`, message: 'x'.repeat(2000) })),
    );
  });

  it('refuses a request outside the content: a room the house lacks, more guests than seats', async () => {
    await assertFails(send(hallRequest({ room: 'gymsalen' })));
    await assertFails(send(hallRequest({ room: 5 })));
    await assertFails(send(hallRequest({ room: 'kjokkenet', guests: 13 })));
    await assertFails(send(hallRequest({ guests: 41 })));
  });

  it('refuses a date off the calendar, too soon or too far ahead', async () => {
    for (const date of [
      dayFrom(1, HOUSE.terms.noticeDays - 1),
      dayFrom(2, HOUSE.terms.horizonDays + 1),
      '2027-02-30',
      '2027-13-01',
      '2027-1-05',
      '05.01.2027',
      20270105,
    ])
      await refused(send(hallRequest({ date })), String(date));
  });

  it('refuses times outside the opening hours, backwards or not HH:MM', async () => {
    for (const [from, to] of [
      ['07:59', '10:00'],
      ['20:00', '23:01'],
      ['18:00', '18:00'],
      ['21:00', '18:00'],
      ['8:00', '10:00'],
      ['18:00', '24:00'],
      ['18:00', 2100],
    ])
      await refused(send(hallRequest({ from, to })), `${from}–${to}`);
  });

  it('refuses each field the form would not send', async () => {
    const wrong: Fields[] = [
      { kind: 'B' },
      { kind: 'x'.repeat(101) },
      { kind: ' Bursdag' },
      { kind: 'Bursdag ' },
      { kind: 'Burs\u200bdag' },
      { kind: 'Bursdag\nfest' },
      { guests: 0 },
      { guests: 2.5 },
      { guests: '30' },
      { name: 'K' },
      { name: `${'K'.repeat(50)} ${'N'.repeat(50)}` },
      { name: 'Kari\u00a0Nordmann' },
      { name: ' Kari Nordmann' },
      { phone: 'ring meg' },
      { phone: '123' },
      { email: 'kari' },
      { email: 'kari@example' },
      { message: 'x'.repeat(2001) },
      { message: 5 },
      { consent: false },
      { consent: 'ja' },
      { reference: 'AB10CD' },
      { reference: 'ab23cd' },
      { reference: 'AB23C' },
      { status: 'godkjent' },
      { createdAt: Timestamp.fromMillis(0) },
      { answer: 'Ja' },
    ];
    for (const change of wrong) await refused(send(hallRequest(change)), JSON.stringify(change));
    const { phone: _phone, ...withoutPhone } = hallRequest();
    await assertFails(send(withoutPhone));
  });

  it('needs a signed-in sender and the whole batch: sender document and both messages', async () => {
    await assertFails(send(hallRequest(), { from: { uid: 'nobody', db: guest() } }));
    await assertFails(send(hallRequest(), { sender: null }));
    await assertFails(send(hallRequest(), { mail: { ny: null } }));
    await assertFails(send(hallRequest(), { mail: { kvittering: null } }));
    await assertFails(send(hallRequest(), { sender: { lastRequest: 'another' } }));
    await assertFails(send(hallRequest(), { sender: { lastSent: Timestamp.now() } }));
    await assertFails(send(hallRequest(), { sender: { extra: 1 } }));
    // A request alone, or messages alone, are refused.
    const kari = visitor();
    await assertFails(setDoc(doc(kari.db, 'hallRequests/abc'), hallRequest()));
    await assertFails(setDoc(doc(kari.db, 'mail/abc-kvittering'), visitorMail('abc', hallRequest()).kvittering));
  });

  it('lets each sender send one request per HIRE_LIMITS.senderSeconds', async () => {
    const kari = visitor();
    await assertSucceeds(send(hallRequest(), { from: kari }));
    await assertFails(send(hallRequest(), { from: kari }));
    await assertFails(send(hallRequest(), { from: { uid: kari.uid, db: visitor().db } }));
    await house.withSecurityRulesDisabled((ctx) =>
      updateDoc(doc(ctx.firestore(), `hallSenders/${kari.uid}`), {
        lastSent: Timestamp.fromMillis(Date.now() - (HIRE_LIMITS.senderSeconds - 5) * 1000),
      }),
    );
    await assertFails(send(hallRequest(), { from: kari }));
    await house.withSecurityRulesDisabled((ctx) =>
      updateDoc(doc(ctx.firestore(), `hallSenders/${kari.uid}`), {
        lastSent: Timestamp.fromMillis(Date.now() - (HIRE_LIMITS.senderSeconds + 1) * 1000),
      }),
    );
    await assertSucceeds(send(hallRequest(), { from: kari }));
  });

  it('never lets a visitor read a request, not even their own, nor any message; the sender reads only its own time', async () => {
    const kari = visitor();
    const id = await send(hallRequest(), { from: kari });
    await assertFails(getDoc(doc(kari.db, `hallRequests/${id}`)));
    await assertFails(getDocs(collection(kari.db, 'hallRequests')));
    await assertFails(getDoc(doc(guest(), `hallRequests/${id}`)));
    await assertFails(getDoc(doc(kari.db, `mail/${id}-kvittering`)));
    await assertFails(getDoc(doc(volunteer(), `mail/${id}-ny`)));
    await assertFails(getDocs(collection(volunteer(), 'mail')));
    await assertSucceeds(getDoc(doc(kari.db, `hallSenders/${kari.uid}`)));
    await assertFails(getDoc(doc(visitor().db, `hallSenders/${kari.uid}`)));
    await assertFails(getDocs(collection(kari.db, 'hallSenders')));
    await assertFails(deleteDoc(doc(kari.db, `hallSenders/${kari.uid}`)));
    await assertFails(updateDoc(doc(kari.db, `hallRequests/${id}`), { message: 'Endret' }));
    await assertFails(deleteDoc(doc(kari.db, `hallRequests/${id}`)));
  });
});

describe('mail: the messages of a request', () => {
  it("hold exactly the contract's fields, with the request's own values and the room's name", async () => {
    const changes: SendOptions['mail'][] = [
      { ny: (m) => ({ ...m, to: 'kari@example.no' }) },
      { ny: (m) => ({ ...m, replyTo: 'annen@example.no' }) },
      { ny: ({ replyTo: _r, ...m }) => m },
      { ny: (m) => ({ ...m, hallRequest: 'another' }) },
      { ny: (m) => ({ ...m, template: { name: MAIL_TEMPLATES.receipt, data: (m.template as Fields).data } }) },
      {
        ny: (m) => ({
          ...m,
          template: { name: MAIL_TEMPLATES.newRequest, data: { ...((m.template as Fields).data as Fields), guests: 31 } },
        }),
      },
      {
        ny: (m) => ({
          ...m,
          template: { name: MAIL_TEMPLATES.newRequest, data: { ...((m.template as Fields).data as Fields), message: '' } },
        }),
      },
      { kvittering: (m) => ({ ...m, to: HOUSE.terms.email }) },
      { kvittering: (m) => ({ ...m, replyTo: HOUSE.terms.email }) },
      { kvittering: (m) => ({ ...m, html: '<b>Hei</b>' }) },
      {
        kvittering: (m) => ({
          ...m,
          template: { name: MAIL_TEMPLATES.receipt, data: { ...booking(hallRequest()), roomName: 'lillesalen' } },
        }),
      },
      // The time as the request holds it, not in words.
      {
        kvittering: (m) => ({
          ...m,
          template: {
            name: MAIL_TEMPLATES.receipt,
            data: { ...booking(hallRequest()), when: `${String(hallRequest().date)} 18:00–22:00` },
          },
        }),
      },
      { kvittering: (m) => ({ ...m, template: { name: MAIL_TEMPLATES.receipt, data: { ...booking(hallRequest()), extra: 1 } } }) },
    ];
    for (const mail of changes) await assertFails(send(hallRequest(), { mail }));
  });

  it.each([
    ['weekday', (when: string) => when.replace(/^\S+/, (w) => (w === 'mandag' ? 'tirsdag' : 'mandag'))],
    ['day of the month', (when: string) => when.replace(/ (\d+)\./, (_, d: string) => ` ${Number(d) === 1 ? 2 : 1}.`)],
  ])("refuse a receipt naming another %s than the request's date", async (_, otherDay) => {
    const data = booking(hallRequest());
    const mail: SendOptions['mail'] = {
      kvittering: (m) => ({ ...m, template: { name: MAIL_TEMPLATES.receipt, data: { ...data, when: otherDay(data.when) } } }),
    };
    await assertFails(send(hallRequest(), { mail }));
  });

  it('are written once, only in the batch that creates the request', async () => {
    const kari = visitor();
    const id = await send(hallRequest(), { from: kari });
    const again = visitorMail(id, hallRequest());
    await assertFails(setDoc(doc(kari.db, `mail/${id}-kvittering`), again.kvittering));
    await assertFails(setDoc(doc(visitor().db, `mail/${id}-ny`), again.ny));
    await assertFails(setDoc(doc(kari.db, `mail/${id}-godkjent`), { ...again.kvittering, template: { name: MAIL_TEMPLATES.approved } }));
    await assertFails(setDoc(doc(kari.db, 'mail/velkommen'), { to: 'noen@example.no', message: { subject: 'Hei' } }));
    // Nor for a request already stored: each message goes once, when the request is sent.
    const r = await stored('r1');
    await assertFails(setDoc(doc(kari.db, 'mail/r1-kvittering'), visitorMail('r1', r).kvittering));
  });
});

describe('hallRequests: a volunteer answers', () => {
  it('lets only a user with the claim read and list requests', async () => {
    await stored('r1');
    await assertSucceeds(getDoc(doc(volunteer(), 'hallRequests/r1')));
    await assertSucceeds(getDocs(collection(volunteer(), 'hallRequests')));
    await assertFails(getDoc(doc(signedIn(), 'hallRequests/r1')));
    await assertFails(getDocs(collection(signedIn(), 'hallRequests')));
    const notQuite = house.authenticatedContext('frivillig', { [VOLUNTEER_CLAIM]: 'true' }).firestore();
    await assertFails(getDoc(doc(notQuite, 'hallRequests/r1')));
  });

  it('approves, books the slot and tells the visitor; then cancels, frees the slot and tells again', async () => {
    const r = await stored('r1');
    await assertSucceeds(answer('r1', r, 'godkjent'));
    const month = await assertSucceeds(getDoc(doc(guest(), `hallBookings/${monthOf(r).id}`)));
    expect(month.get('slots')).toEqual([slotOf('r1', r)]);
    await assertSucceeds(answer('r1', r, 'avlyst', { update: { answer: 'Beklager, salen må repareres.' } }));
    await assertFails(deleteDoc(doc(volunteer(), 'hallRequests/r1')));
  });

  it('declines with a message and no booking', async () => {
    const r = await stored('r1');
    await assertSucceeds(answer('r1', r, 'avslått', { update: { answer: '' } }));
  });

  it('refuses other transitions and changes beyond status, answer and answeredAt', async () => {
    const r = await stored('r1');
    await assertFails(answer('r1', r, 'avlyst'));
    await assertFails(answer('r1', r, 'ny', { mail: null }));
    await assertFails(answer('r1', r, 'godkjent', { update: { date: dayFrom(1, 40) } }));
    await assertFails(answer('r1', r, 'godkjent', { update: { answer: 'x'.repeat(2001) } }));
    await assertFails(answer('r1', r, 'godkjent', { update: { answeredAt: Timestamp.fromMillis(0) } }));
    await assertFails(answer('r1', r, 'godkjent', { update: { answer: 5 } }));
    const declined = await stored('r2', { status: 'avslått' });
    await assertFails(answer('r2', declined, 'godkjent'));
    const cancelled = await stored('r3', { status: 'avlyst' });
    await assertFails(answer('r3', cancelled, 'godkjent'));
    // Only with the claim.
    await assertFails(answer('r1', r, 'godkjent', {}, signedIn()));
  });

  it('keeps the booked months equal to the approvals', async () => {
    const r = await stored('r1');
    await assertFails(answer('r1', r, 'godkjent', { slots: null }));
    await assertFails(answer('r1', r, 'godkjent', { slots: [] }));
    await assertFails(answer('r1', r, 'godkjent', { slots: [{ ...slotOf('r1', r), to: '22:00' }] }));
    await assertSucceeds(answer('r1', r, 'godkjent'));
    await assertFails(answer('r1', r, 'avlyst', { slots: [slotOf('r1', r)] }));
  });

  it("sends the answer only with its decision, its template and the request's values", async () => {
    const r = await stored('r1');
    const approved = {
      to: r.email,
      hallRequest: 'r1',
      template: { name: MAIL_TEMPLATES.approved, data: { ...booking(r), answer: 'Velkommen!' } },
    };
    await assertFails(answer('r1', r, 'godkjent', { mail: { ...approved, to: 'annen@example.no' } }));
    await assertFails(
      answer('r1', r, 'godkjent', { mail: { ...approved, template: { ...approved.template, name: MAIL_TEMPLATES.declined } } }),
    );
    await assertFails(
      answer('r1', r, 'godkjent', { mail: { ...approved, template: { ...approved.template, data: { ...booking(r), answer: 'Nei' } } } }),
    );
    await assertFails(answer('r1', r, 'godkjent', { suffix: 'avslatt' }));
    await assertFails(answer('r1', r, 'godkjent', { mail: { ...approved, replyTo: HOUSE.terms.email } }));
    // A message without its decision: the request still waits, or holds another decision.
    const waiting = await stored('r2', { answer: 'Velkommen!' });
    const toWaiting = {
      to: waiting.email,
      hallRequest: 'r2',
      template: { name: MAIL_TEMPLATES.approved, data: { ...booking(waiting), answer: 'Velkommen!' } },
    };
    await assertFails(setDoc(doc(volunteer(), 'mail/r2-godkjent'), toWaiting));
    await assertSucceeds(answer('r1', r, 'godkjent'));
    await assertFails(
      setDoc(doc(volunteer(), 'mail/r1-avslatt'), { ...approved, template: { ...approved.template, name: MAIL_TEMPLATES.declined } }),
    );
    // Only with the claim: the same message, for a request approved past the rules.
    const done = await stored('r3', { status: 'godkjent', answer: 'Velkommen!' });
    const toDone = {
      to: done.email,
      hallRequest: 'r3',
      template: { name: MAIL_TEMPLATES.approved, data: { ...booking(done), answer: 'Velkommen!' } },
    };
    await assertFails(setDoc(doc(signedIn(), 'mail/r3-godkjent'), toDone));
    await assertSucceeds(setDoc(doc(volunteer(), 'mail/r3-godkjent'), toDone));
  });
});

describe('hallBookings', () => {
  const month = { room: 'storsalen', month: '2027-03', slots: [{ date: '2027-03-05', from: '10:00', to: '12:00', request: 'r1' }] };

  it('anyone reads; only volunteers write, as {room, month, slots} of a room the house has', async () => {
    await assertSucceeds(setDoc(doc(volunteer(), 'hallBookings/storsalen_2027-03'), month));
    await assertSucceeds(getDoc(doc(guest(), 'hallBookings/storsalen_2027-03')));
    await assertSucceeds(getDoc(doc(guest(), 'hallBookings/lillesalen_2027-03')));
    await assertFails(setDoc(doc(signedIn(), 'hallBookings/storsalen_2027-04'), { ...month, month: '2027-04' }));
    await assertFails(setDoc(doc(guest(), 'hallBookings/storsalen_2027-04'), { ...month, month: '2027-04' }));
    await assertFails(updateDoc(doc(signedIn(), 'hallBookings/storsalen_2027-03'), { slots: [] }));
    await assertFails(deleteDoc(doc(volunteer(), 'hallBookings/storsalen_2027-03')));
  });

  it('refuses a month of another shape, room or size', async () => {
    const db = volunteer();
    await assertFails(setDoc(doc(db, 'hallBookings/gymsalen_2027-03'), { ...month, room: 'gymsalen' }));
    await assertFails(setDoc(doc(db, 'hallBookings/storsalen_2027-13'), { ...month, month: '2027-13' }));
    await assertFails(setDoc(doc(db, 'hallBookings/storsalen_2027-03'), { ...month, room: 'lillesalen' }));
    await assertFails(setDoc(doc(db, 'hallBookings/storsalen_2027-03'), { ...month, month: '2027-04' }));
    await assertFails(setDoc(doc(db, 'hallBookings/storsalen_2027-03'), { ...month, note: 'x' }));
    await assertFails(setDoc(doc(db, 'hallBookings/storsalen_2027-03'), { ...month, slots: 'ingen' }));
    await assertFails(
      setDoc(doc(db, 'hallBookings/storsalen_2027-03'), { ...month, slots: Array(HIRE_LIMITS.slotsPerMonth + 1).fill(month.slots[0]) }),
    );
    await assertSucceeds(
      setDoc(doc(db, 'hallBookings/storsalen_2027-03'), { ...month, slots: Array(HIRE_LIMITS.slotsPerMonth).fill(month.slots[0]) }),
    );
  });
});

describe('a house without rooms', () => {
  it('refuses every hire write, however well formed', async () => {
    await assertFails(send(hallRequest(), { from: visitor(noRooms) }));
    await assertFails(
      setDoc(doc(volunteer(noRooms), 'hallBookings/storsalen_2027-03'), { room: 'storsalen', month: '2027-03', slots: [] }),
    );
    // The same batch passes the rules of the house with rooms: the refusal is the rooms' doing.
    await assertSucceeds(send(hallRequest()));
  });
});
