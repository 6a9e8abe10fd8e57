/** Sends a membership application (create-only collection; see firestore.rules). */
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { siteFirestore } from '../../firebase/firestoreLite';
import type { toDocument } from './application';

export async function sendApplication(application: ReturnType<typeof toDocument>): Promise<void> {
  await addDoc(collection(await siteFirestore(), 'membershipApplications'), { ...application, createdAt: serverTimestamp() });
}
