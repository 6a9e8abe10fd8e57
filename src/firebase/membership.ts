/** Sends a membership application (create-only collection; see firestore.rules). */
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { siteFirestore } from './firestoreLite';
import type { toDocument } from '../lib/membership';

export async function sendApplication(application: ReturnType<typeof toDocument>): Promise<void> {
  await addDoc(collection(await siteFirestore(), 'membershipApplications'), { ...application, createdAt: serverTimestamp() });
}
