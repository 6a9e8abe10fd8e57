/**
 * Sends a hire request: the request, the sender's time (one request a minute) and its two
 * messages in one batch, as firestore.rules require. The visitor signs in anonymously.
 */
import { doc, collection, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { HIRE_COLLECTIONS } from '../../../model/hallHire';
import { anonymousUid } from '../../firebase/anonymousAuth';
import { siteFirestore } from '../../firebase/firestoreLite';
import { requestMails, type StoredRequest } from './hireRequest';

export async function sendHireRequest(request: StoredRequest, roomName: string, houseEmail: string): Promise<void> {
  const [db, uid] = await Promise.all([siteFirestore(), anonymousUid()]);
  const ref = doc(collection(db, HIRE_COLLECTIONS.requests));
  const batch = writeBatch(db);
  batch.set(ref, { ...request, createdAt: serverTimestamp() });
  batch.set(doc(db, HIRE_COLLECTIONS.senders, uid), { lastSent: serverTimestamp(), lastRequest: ref.id });
  for (const [id, mail] of Object.entries(requestMails(ref.id, request, roomName, houseEmail)))
    batch.set(doc(db, HIRE_COLLECTIONS.mail, id), mail);
  await batch.commit();
}
