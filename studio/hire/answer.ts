/**
 * A volunteer's three answers to a hall hire request, each one Firestore transaction: the request,
 * the room's month of bookings and the visitor's e-mail change together or not at all, and two
 * volunteers approving overlapping requests at once never let both in (the second one reads the
 * first one's slot when its transaction is retried, and is refused). Pure: they take the Firestore
 * instance, so the tests run them against the emulator as the tool does against the project.
 */
import { doc, runTransaction, serverTimestamp, type Firestore, type Transaction } from 'firebase/firestore';
import {
  bookingMonthId,
  HIRE_COLLECTIONS,
  HIRE_LIMITS,
  MAIL_TEMPLATES,
  mailId,
  overlaps,
  type AnswerData,
  receiptData,
  type HallMonth,
  type HallRequest,
  type HallSlot,
  type HireMail,
  type RequestStatus,
} from '../../model/hallHire';
import { hireWhen, STATUS_WORDS } from './hireText';

/** What the volunteer writes, and the room's name for the e-mail (the tool reads the rooms from the Studio). */
export type Reply = { answer: string; roomName: string };

/** A refusal the volunteer reads as it is (Norwegian): the request or the time is not as expected. */
export class AnswerRefused extends Error {
  override name = 'AnswerRefused';
}

type AnswerKind = 'approved' | 'declined' | 'cancelled';

const requestRef = (db: Firestore, id: string) => doc(db, HIRE_COLLECTIONS.requests, id);

function checkedAnswer(answer: string): string {
  const text = answer.trim();
  const { max } = HIRE_LIMITS.answer;
  if (text.length > max) throw new AnswerRefused(`Svaret er for langt: høyst ${max} tegn, det har ${text.length}.`);
  return text;
}

async function readRequest(tx: Transaction, db: Firestore, id: string): Promise<HallRequest> {
  const snapshot = await tx.get(requestRef(db, id));
  if (!snapshot.exists()) throw new AnswerRefused('Forespørselen finnes ikke lenger (den kan være slettet).');
  return snapshot.data() as HallRequest;
}

function refuseUnless(request: HallRequest, wanted: RequestStatus, passive: string): void {
  if (request.status === wanted) return;
  const now = STATUS_WORDS[request.status].toLowerCase();
  throw new AnswerRefused(
    wanted === 'ny'
      ? `Forespørselen er allerede ${now} og kan ikke ${passive}.`
      : `Bare en godkjent forespørsel kan ${passive}; denne er ${now}.`,
  );
}

/** The new status and answer on the request, and the visitor's e-mail (mail/{id}-{kind}) in the same transaction. */
function writeAnswer(
  tx: Transaction,
  db: Firestore,
  id: string,
  request: HallRequest,
  status: RequestStatus,
  kind: AnswerKind,
  reply: Reply,
) {
  const answer = checkedAnswer(reply.answer);
  tx.update(requestRef(db, id), { status, answer, answeredAt: serverTimestamp() });
  const data: AnswerData = { ...receiptData(request.reference, reply.roomName, request), answer };
  const mail: HireMail = { to: request.email, template: { name: MAIL_TEMPLATES[kind], data }, hallRequest: id };
  tx.set(doc(db, HIRE_COLLECTIONS.mail, mailId(id, kind)), mail);
}

async function readMonth(tx: Transaction, db: Firestore, request: HallRequest) {
  const ref = doc(db, HIRE_COLLECTIONS.bookings, bookingMonthId(request.room, request.date));
  const snapshot = await tx.get(ref);
  return { ref, exists: snapshot.exists(), slots: snapshot.exists() ? (snapshot.data() as HallMonth).slots : [] };
}

/** Approves a new request: books its time in the room's month, refused when an approved booking overlaps it. */
export async function approve(db: Firestore, requestId: string, reply: Reply): Promise<void> {
  checkedAnswer(reply.answer);
  await runTransaction(db, async (tx) => {
    const request = await readRequest(tx, db, requestId);
    refuseUnless(request, 'ny', 'godkjennes');
    const month = await readMonth(tx, db, request);
    const clash = month.slots.find((slot) => slot.date === request.date && overlaps(slot, request));
    if (clash) throw new AnswerRefused(`${reply.roomName} er allerede utleid ${hireWhen(clash)}.`);
    if (month.slots.length >= HIRE_LIMITS.slotsPerMonth)
      throw new AnswerRefused(`${reply.roomName} har ${HIRE_LIMITS.slotsPerMonth} utleier denne måneden: flere går ikke.`);
    const slot: HallSlot = { date: request.date, from: request.from, to: request.to, request: requestId };
    if (month.exists) tx.update(month.ref, { slots: [...month.slots, slot] });
    else tx.set(month.ref, { room: request.room, month: request.date.slice(0, 7), slots: [slot] } satisfies HallMonth);
    writeAnswer(tx, db, requestId, request, 'godkjent', 'approved', reply);
  });
}

/** Declines a new request: nothing is booked. */
export async function decline(db: Firestore, requestId: string, reply: Reply): Promise<void> {
  checkedAnswer(reply.answer);
  await runTransaction(db, async (tx) => {
    const request = await readRequest(tx, db, requestId);
    refuseUnless(request, 'ny', 'avslås');
    writeAnswer(tx, db, requestId, request, 'avslått', 'declined', reply);
  });
}

/** Cancels an approved request: its time is free again for others. */
export async function cancel(db: Firestore, requestId: string, reply: Reply): Promise<void> {
  checkedAnswer(reply.answer);
  await runTransaction(db, async (tx) => {
    const request = await readRequest(tx, db, requestId);
    refuseUnless(request, 'godkjent', 'avlyses');
    const month = await readMonth(tx, db, request);
    if (month.exists) tx.update(month.ref, { slots: month.slots.filter((slot) => slot.request !== requestId) });
    writeAnswer(tx, db, requestId, request, 'avlyst', 'cancelled', reply);
  });
}
