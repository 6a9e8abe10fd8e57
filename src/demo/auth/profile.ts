/**
 * users/{uid} on every non-anonymous sign-in, as the original: displayName (or the e-mail's local part),
 * photoURL and lastLogin always; joinedAt only when the document is new. firestore.rules accepts
 * exactly these fields. A one-shot read and write: Firestore lite, not the listener SDK.
 */
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore/lite';
import type { User } from 'firebase/auth';
import { siteFirestore } from '../../firebase/firestoreLite';
import { publicName, publicPhotoURL } from './publicProfile';

export async function saveProfile(user: User): Promise<void> {
  try {
    const db = await siteFirestore();
    const ref = doc(db, 'users', user.uid);
    const profile = { displayName: publicName(user), photoURL: publicPhotoURL(user), lastLogin: serverTimestamp() };
    const existing = await getDoc(ref);
    if (existing.exists()) await updateDoc(ref, profile);
    else await setDoc(ref, { ...profile, joinedAt: serverTimestamp() });
  } catch (error) {
    console.error('[vuefire] could not save the user profile:', error);
  }
}
