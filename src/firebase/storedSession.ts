/**
 * Whether this browser already holds a Firebase sign-in, made when the visitor used a Firebase
 * feature (an answer, an application, the demo). Only then, or after «Godta», may a page start
 * Firebase on load; otherwise it waits for the visitor's click. Reads the names of the site's own
 * databases and keys only; loads no Firebase code and creates nothing.
 */
const AUTH_DATABASE = 'firebaseLocalStorageDb';
/** Auth's fallback when IndexedDB is unavailable. */
const AUTH_LOCAL_STORAGE_PREFIX = 'firebase:authUser:';

export async function hasStoredFirebaseSession(): Promise<boolean> {
  try {
    if ((await indexedDB.databases()).some((d) => d.name === AUTH_DATABASE)) return true;
  } catch {
    /* indexedDB.databases() unsupported: fall through to the fallback store */
  }
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(AUTH_LOCAL_STORAGE_PREFIX));
  } catch {
    return false;
  }
}
