/**
 * Attendance data: attendance/{eventId}/responses/{uid} = {status, updatedAt}, readable by its
 * owner only, and attendance/{eventId} = {kommer, kanskje}, the counts anyone may read. The
 * document id is the visitor's anonymous uid, so one visitor can never count twice, whatever the
 * clicks, tabs or reloads; withdrawing deletes the document. Each change of an answer moves the
 * counts in the same transaction, and firestore.rules refuse one without the other.
 */
import { doc, getDoc, increment, runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import { anonymousUid } from './anonymousAuth';
import { siteFirestore } from './firestoreLite';

export type AttendanceStatus = 'kommer' | 'kanskje';
export interface AttendanceCounts { kommer: number; kanskje: number }

const asStatus = (value: unknown): AttendanceStatus | null => (value === 'kommer' || value === 'kanskje' ? value : null);
const tally = async (eventId: string) => doc(await siteFirestore(), 'attendance', eventId);
const response = async (eventId: string) => doc(await tally(eventId), 'responses', await anonymousUid());

export async function myAnswer(eventId: string): Promise<AttendanceStatus | null> {
  return asStatus((await getDoc(await response(eventId))).get('status'));
}

/** Saves, changes (status null = withdraw) the visitor's answer, and the counts with it. */
export async function saveAnswer(eventId: string, status: AttendanceStatus | null): Promise<void> {
  const [counts, mine] = await Promise.all([tally(eventId), response(eventId)]);
  await runTransaction(counts.firestore, async (tx) => {
    const before = asStatus((await tx.get(mine)).get('status'));
    if (status) tx.set(mine, { status, updatedAt: serverTimestamp() });
    else if (before) tx.delete(mine);
    if (before === status) return;
    const change: Partial<Record<AttendanceStatus, ReturnType<typeof increment>>> = {};
    if (before) change[before] = increment(-1);
    if (status) change[status] = increment(1);
    tx.set(counts, change, { merge: true });
  });
}

export async function countAnswers(eventId: string): Promise<AttendanceCounts> {
  const snapshot = await getDoc(await tally(eventId));
  const count = (status: AttendanceStatus) => Math.max(0, Number(snapshot.get(status) ?? 0) || 0);
  return { kommer: count('kommer'), kanskje: count('kanskje') };
}
