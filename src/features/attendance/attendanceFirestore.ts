/**
 * Attendance data: attendance/{occurrenceId}/responses/{uid} = {status, clickedAt, updatedAt}, keyed by
 * the occurrence id (the id in /program/<id>), not the Sanity document id, readable by its owner only,
 * and attendance/{occurrenceId} = {kommer, kanskje}, the counts anyone may read. The document id is the
 * visitor's anonymous uid, so one visitor can never count twice, whatever the clicks, tabs or reloads;
 * withdrawing removes the status. Each change of an answer moves the counts in the same transaction,
 * and firestore.rules refuse one without the other. clickedAt orders the visitor's clicks: the newest
 * click wins, also over an older one that waited in another tab (the rules refuse to go back).
 */
import { doc, getDoc, increment, runTransaction, serverTimestamp, type DocumentSnapshot, type Firestore } from 'firebase/firestore/lite';
import { siteFirestore } from '../../firebase/firestoreLite';
import { hasStoredFirebaseSession } from '../../firebase/storedSession';
import { isContention } from './saveFailure';

/** Firebase Auth (about 23 kB) is fetched only to sign in, or to read a sign-in this browser holds. */
const auth = () => import('../../firebase/anonymousAuth');

export type AttendanceStatus = 'kommer' | 'kanskje';
export interface AttendanceCounts {
  kommer: number;
  kanskje: number;
}

/** A click, or what the server holds: the answer (null = none, or withdrawn) and when it was clicked (ms). */
export interface Wish {
  status: AttendanceStatus | null;
  clickedAt: number;
}

/** Tabs saving at once collide; each collision is tried again at once, this many times in all. */
const ATTEMPTS = 12;

const asStatus = (value: unknown): AttendanceStatus | null => (value === 'kommer' || value === 'kanskje' ? value : null);
const held = (snapshot: DocumentSnapshot): Wish => ({
  status: asStatus(snapshot.get('status')),
  clickedAt: Number(snapshot.get('clickedAt') ?? 0) || 0,
});
const tally = async (occurrenceId: string) => doc(await siteFirestore(), 'attendance', occurrenceId);

/**
 * The visitor's stored answer and its click time; null without a sign-in (loading never signs in: only
 * an answer does). Without a stored sign-in there is no answer to read, so Auth is not even fetched.
 */
export async function myAnswer(occurrenceId: string): Promise<Wish | null> {
  if (!(await hasStoredFirebaseSession())) return null;
  const uid = await (await auth()).signedInUid();
  if (!uid) return null;
  return held(await getDoc(doc(await tally(occurrenceId), 'responses', uid)));
}

/** Saves the visitor's click (status null = withdraw) unless a newer one is saved; returns what the server then holds. */
export async function saveAnswer(occurrenceId: string, wish: Wish): Promise<Wish> {
  return saveAnswerAs(await siteFirestore(), await (await auth()).anonymousUid(), occurrenceId, wish);
}

/** saveAnswer for a given Firestore and uid (the integration tests run it as several tabs of one visitor). */
export async function saveAnswerAs(db: Firestore, uid: string, occurrenceId: string, wish: Wish): Promise<Wish> {
  for (let attempt = 1; ; attempt++) {
    try {
      // One attempt per call: the SDK's own retries include a network that is down, which the island
      // must tell the visitor about at once (it keeps the answer and tries again with back-off).
      return await runTransaction(db, (tx) => saveIn(tx, db, uid, occurrenceId, wish), { maxAttempts: 1 });
    } catch (error) {
      // Another tab's save came between this read and this write: read again (the rules see the
      // same race as permission-denied, so that is tried again too; a real refusal stays one).
      if (attempt >= ATTEMPTS || !isContention(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

type Transaction = Parameters<Parameters<typeof runTransaction>[1]>[0];

async function saveIn(tx: Transaction, db: Firestore, uid: string, occurrenceId: string, wish: Wish): Promise<Wish> {
  const counts = doc(db, 'attendance', occurrenceId);
  const mine = doc(counts, 'responses', uid);
  const snapshot = await tx.get(mine);
  const before = held(snapshot);
  // A click at least as new is saved (another tab, or this one before a lost reply): it stands.
  if (snapshot.exists() && before.clickedAt >= wish.clickedAt) return before;
  const times = { clickedAt: wish.clickedAt, updatedAt: serverTimestamp() };
  tx.set(mine, wish.status ? { status: wish.status, ...times } : times);
  if (before.status !== wish.status) {
    const change: Partial<Record<AttendanceStatus, ReturnType<typeof increment>>> = {};
    if (before.status) change[before.status] = increment(-1);
    if (wish.status) change[wish.status] = increment(1);
    tx.set(counts, change, { merge: true });
  }
  return wish;
}
