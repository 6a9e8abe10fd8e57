/**
 * The name and picture other users see (users/{uid}, pixels/{uid}), in the form firestore.rules
 * accepts: a name of 1–100 characters, a photo URL that is https or empty.
 */
import type { User } from 'firebase/auth';

export const MAX_NAME_LENGTH = 100;
const MAX_PHOTO_URL_LENGTH = 2048;

/**
 * The display name; without one, the part of the e-mail address before «@». Only an anonymous user
 * (no name, no address) is 'Anonymous'.
 */
export function publicName(user: Pick<User, 'displayName' | 'email'>): string {
  const name = user.displayName?.trim() || user.email?.split('@')[0]?.trim() || 'Anonymous';
  if (name.length <= MAX_NAME_LENGTH) return name;
  // Cut on a character boundary (the rules count UTF-16 units).
  const cut = name.slice(0, MAX_NAME_LENGTH);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

export function publicPhotoURL(user: Pick<User, 'photoURL'>): string {
  const url = user.photoURL ?? '';
  return url.length <= MAX_PHOTO_URL_LENGTH && /^https:\/\/\S+$/.test(url) ? url : '';
}
