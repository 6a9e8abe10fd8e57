/**
 * How long hall hire data is kept: a request, its messages and the sender record pointing to it go
 * `retentionMonths` after the hire date; a room's month of bookings goes once all of that month is
 * that old. The booking months hold nothing personal, but past ones are never read again.
 */
import { DATE_PATTERN, HIRE_COLLECTIONS } from '../../model/hallHire';

/** Firestore takes at most 30 values in one `in` filter. */
const IN_LIMIT = 30;

/**
 * @typedef {import('firebase-admin/firestore').Firestore} Firestore
 * @typedef {import('firebase-admin/firestore').DocumentReference} DocumentReference
 * @typedef {{ requests: number; mail: number; senders: number; bookings: number }} Deleted
 */

const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');

/**
 * The first date that is kept: `today` (an Oslo date, yyyy-mm-dd) `months` calendar months back,
 * on the month's last day when it is shorter (31 May less 3 months is 28 or 29 February).
 * @param {string} today
 * @param {number} months
 */
export function retentionCutoff(today, months) {
  if (!new RegExp(`^${DATE_PATTERN}$`).test(today)) throw new Error(`«${today}» er ikke en dato (åååå-mm-dd).`);
  if (!Number.isInteger(months) || months < 1) throw new Error(`«${months}» er ikke et helt antall måneder (1 eller flere).`);
  const [year, month, day] = today.split('-').map(Number);
  const index = Number(year) * 12 + Number(month) - 1 - months;
  const cutYear = Math.floor(index / 12);
  const cutMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(cutYear, cutMonth, 0)).getUTCDate();
  return `${cutYear}-${pad(cutMonth)}-${pad(Math.min(Number(day), lastDay))}`;
}

/**
 * @template T
 * @param {T[]} items
 * @returns {T[][]}
 */
const chunks = (items) =>
  Array.from({ length: Math.ceil(items.length / IN_LIMIT) }, (_, i) => items.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT));

/**
 * The documents of `collection` whose `field` is one of `values`.
 * @param {Firestore} db
 * @param {string} collection
 * @param {string} field
 * @param {string[]} values
 */
async function whereIn(db, collection, field, values) {
  const snapshots = await Promise.all(chunks(values).map((chunk) => db.collection(collection).where(field, 'in', chunk).select().get()));
  return snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref));
}

/**
 * @param {Firestore} db
 * @param {DocumentReference[]} refs
 */
async function deleteAll(db, refs) {
  const writer = db.bulkWriter();
  for (const ref of refs) void writer.delete(ref);
  await writer.close();
}

/**
 * Deletes what is past its time as of `today` and says how many of each. The messages and sender
 * records go before their requests: a run that stops half-way finds them again the next night.
 * @param {Firestore} db
 * @param {{ today: string; retentionMonths: number }} when
 * @returns {Promise<Deleted & { cutoff: string }>}
 */
export async function deleteOldHireData(db, { today, retentionMonths }) {
  const cutoff = retentionCutoff(today, retentionMonths);
  const [requests, bookings] = await Promise.all([
    db.collection(HIRE_COLLECTIONS.requests).where('date', '<', cutoff).select().get(),
    db.collection(HIRE_COLLECTIONS.bookings).where('month', '<', cutoff.slice(0, 7)).select().get(),
  ]);
  const ids = requests.docs.map((doc) => doc.id);
  const [mail, senders] = await Promise.all([
    whereIn(db, HIRE_COLLECTIONS.mail, 'hallRequest', ids),
    whereIn(db, HIRE_COLLECTIONS.senders, 'lastRequest', ids),
  ]);
  const bookingRefs = bookings.docs.map((doc) => doc.ref);
  await deleteAll(db, [...mail, ...senders, ...bookingRefs]);
  await deleteAll(
    db,
    requests.docs.map((doc) => doc.ref),
  );
  return { cutoff, requests: ids.length, mail: mail.length, senders: senders.length, bookings: bookingRefs.length };
}

/**
 * How many requests, sender records and booking months are stored at all, whatever their dates.
 * @param {Firestore} db
 */
export async function countHireData(db) {
  const count = async (/** @type {string} */ collection) => (await db.collection(collection).count().get()).data().count;
  const [requests, senders, bookings] = await Promise.all(
    [HIRE_COLLECTIONS.requests, HIRE_COLLECTIONS.senders, HIRE_COLLECTIONS.bookings].map(count),
  );
  return { requests, senders, bookings };
}

/**
 * The job's Norwegian report.
 * @param {Deleted & { cutoff: string }} deleted
 */
export function deletedMessage({ cutoff, requests, mail, senders, bookings }) {
  return [
    `Slettet det som gjelder datoer før ${cutoff}:`,
    `  ${requests} utleieforespørsler`,
    `  ${mail} e-poster`,
    `  ${senders} avsendere`,
    `  ${bookings} måneder med bookinger`,
  ].join('\n');
}
