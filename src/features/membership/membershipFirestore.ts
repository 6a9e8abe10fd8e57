/**
 * Sends a membership application (create-only collection; see firestore.rules). The visitor signs
 * in anonymously, and membershipSenders/{uid} records the time in the same batch: the rules allow
 * one application per visitor per minute.
 */
import { collection, doc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { anonymousUid } from '../../firebase/anonymousAuth';
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
