/**
 * Attendance data: attendance/{occurrenceId}/responses/{uid} = {status, updatedAt}, keyed by the
 * occurrence id (the id in /program/<id>), not the Sanity document id, readable by its owner only, and attendance/{occurrenceId} = {kommer, kanskje}, the counts anyone may read. The
 * document id is the visitor's anonymous uid, so one visitor can never count twice, whatever the
 * clicks, tabs or reloads; withdrawing deletes the document. Each change of an answer moves the
 * counts in the same transaction, and firestore.rules refuse one without the other.
 */
import { doc, getDoc, increment, runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import { siteFirestore } from '../../firebase/firestoreLite';
import { hasStoredFirebaseSession } from '../../firebase/storedSession';

/** Firebase Auth (about 23 kB) is fetched only to sign in, or to read a sign-in this browser holds. */
const auth = () => import('../../firebase/anonymousAuth');

export type AttendanceStatus = 'kommer' | 'kanskje';
export interface AttendanceCounts {
  kommer: number;
  kanskje: number;
}

const asStatus = (value: unknown): AttendanceStatus | null => (value === 'kommer' || value === 'kanskje' ? value : null);
const tally = async (occurrenceId: string) => doc(await siteFirestore(), 'attendance', occurrenceId);
const response = async (occurrenceId: string) => doc(await tally(occurrenceId), 'responses', await (await auth()).anonymousUid());

/**
 * The visitor's stored answer; null without a sign-in (loading never signs in: only an answer does).
 * Without a stored sign-in there is no answer to read, so Auth is not even fetched.
 */
export async function myAnswer(occurrenceId: string): Promise<AttendanceStatus | null> {
  if (!(await hasStoredFirebaseSession())) return null;
  const uid = await (await auth()).signedInUid();
  if (!uid) return null;
  return asStatus((await getDoc(doc(await tally(occurrenceId), 'responses', uid))).get('status'));
}

/** Saves, changes (status null = withdraw) the visitor's answer, and the counts with it. */
export async function saveAnswer(occurrenceId: string, status: AttendanceStatus | null): Promise<void> {
  const [counts, mine] = await Promise.all([tally(occurrenceId), response(occurrenceId)]);
  await runTransaction(
    counts.firestore,
    async (tx) => {
      const before = asStatus((await tx.get(mine)).get('status'));
      if (status) tx.set(mine, { status, updatedAt: serverTimestamp() });
      else if (before) tx.delete(mine);
      if (before === status) return;
      const change: Partial<Record<AttendanceStatus, ReturnType<typeof increment>>> = {};
      if (before) change[before] = increment(-1);
      if (status) change[status] = increment(1);
      tx.set(counts, change, { merge: true });
      // One attempt: the island retries with its own back-off and tells the visitor meanwhile; the SDK's
      // silent retries would keep the visitor waiting without a word when the network is down.
    },
    { maxAttempts: 1 },
  );
}
