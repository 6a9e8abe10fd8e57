/** Puts the user's emoji on a cell: the first time creates pixels/{uid}, later times move it. */
import { doc, increment, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import type { User } from 'firebase/auth';
import { publicName, publicPhotoURL } from '../../auth/publicProfile';

export async function placeEmoji(db: Firestore, user: User, placedBefore: boolean, emoji: string, pos: number): Promise<void> {
  const ref = doc(db, 'pixels', user.uid);
  if (!placedBefore) {
    await setDoc(ref, {
      displayName: publicName(user),
      photoURL: publicPhotoURL(user),
      createdAt: serverTimestamp(),
      content: emoji,
      pos,
      revision: 1,
    });
  } else {
    await updateDoc(ref, { createdAt: serverTimestamp(), content: emoji, pos, revision: increment(1) });
  }
}
