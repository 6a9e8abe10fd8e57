/**
 * Sends a membership application (create-only collection; see firestore.rules). The visitor signs
 * in anonymously, and membershipSenders/{uid} records the time in the same batch: the rules allow
 * one application per visitor per minute.
 */
import { collection, doc, getDoc, serverTimestamp, writeBatch, type Timestamp } from 'firebase/firestore/lite';
import { anonymousUid, signedInUid } from '../../firebase/anonymousAuth';
import { siteFirestore } from '../../firebase/firestoreLite';
import type { toDocument } from './application';

export async function sendApplication(application: ReturnType<typeof toDocument>): Promise<void> {
  const [db, uid] = await Promise.all([siteFirestore(), anonymousUid()]);
  const ref = doc(collection(db, 'membershipApplications'));
  const batch = writeBatch(db);
  batch.set(ref, { ...application, createdAt: serverTimestamp() });
  batch.set(doc(db, 'membershipSenders', uid), { lastSent: serverTimestamp(), lastApplication: ref.id });
  await batch.commit();
}

/**
 * When this visitor last sent an application (ms), as the rules' sender document holds it, or null
 * when it has sent none: also what another tab sent, and before a reload. Never signs in.
 */
export async function lastApplicationSentAt(): Promise<number | null> {
  const uid = await signedInUid();
  if (!uid) return null;
  const sender = await getDoc(doc(await siteFirestore(), 'membershipSenders', uid));
  return (sender.get('lastSent') as Timestamp | undefined)?.toMillis() ?? null;
}
