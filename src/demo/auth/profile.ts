/**
 * users/{uid} on every non-anonymous sign-in, as the original: displayName (or the e-mail's local part),
 * photoURL and lastLogin always; joinedAt only when the document is new. firestore.rules accepts
 * exactly these fields.
 */
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import type { User } from 'firebase/auth';
import { getDemoFirestore } from '../../firebase/firestore';
import { publicName, publicPhotoURL } from './publicProfile';

export async function saveProfile(user: User): Promise<void> {
  try {
    const db = await getDemoFirestore();
    const ref = doc(db, 'users', user.uid);
    const profile = { displayName: publicName(user), photoURL: publicPhotoURL(user), lastLogin: serverTimestamp() };
    const existing = await getDoc(ref);
    if (existing.exists()) await updateDoc(ref, profile);
    else await setDoc(ref, { ...profile, joinedAt: serverTimestamp() });
  } catch (error) {
    console.error('[vuefire] could not save the user profile:', error);
  }
}
