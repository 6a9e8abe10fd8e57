/**
 * Attendance data: attendance/{occurrenceId}/responses/{uid} = {status, updatedAt}, keyed by the
 * occurrence id (the id in /program/<id>), not the Sanity document id.
 * The document id is the visitor's anonymous uid, so one visitor can never count twice, whatever
 * the clicks, tabs or reloads; withdrawing deletes the document. Counts are aggregation queries.
 */
import { collection, deleteDoc, doc, getCount, getDoc, query, serverTimestamp, setDoc, where } from 'firebase/firestore/lite';
import { anonymousUid } from './anonymousAuth';
import { siteFirestore } from '../../firebase/firestoreLite';

export type AttendanceStatus = 'kommer' | 'kanskje';
export interface AttendanceCounts { kommer: number; kanskje: number }

const responses = async (occurrenceId: string) => collection(await siteFirestore(), 'attendance', occurrenceId, 'responses');

export async function myAnswer(occurrenceId: string): Promise<AttendanceStatus | null> {
  const snapshot = await getDoc(doc(await responses(occurrenceId), await anonymousUid()));
  const status = snapshot.get('status') as unknown;
  return status === 'kommer' || status === 'kanskje' ? status : null;
}

/** Saves, changes (status null = withdraw) the visitor's answer. */
export async function saveAnswer(occurrenceId: string, status: AttendanceStatus | null): Promise<void> {
  const ref = doc(await responses(occurrenceId), await anonymousUid());
  if (status) await setDoc(ref, { status, updatedAt: serverTimestamp() });
  else await deleteDoc(ref);
}

export async function countAnswers(occurrenceId: string): Promise<AttendanceCounts> {
  const col = await responses(occurrenceId);
  const [kommer, kanskje] = await Promise.all(
    (['kommer', 'kanskje'] as const).map(async (status) => (await getCount(query(col, where('status', '==', status)))).data().count),
  );
  return { kommer, kanskje };
}
