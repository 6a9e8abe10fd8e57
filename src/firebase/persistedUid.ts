/**
 * The uid of the anonymous sign-in Firebase Auth has stored for this browser, read from its own
 * store (IndexedDB, else localStorage) rather than from this tab's Auth, which learns of another
 * tab's sign-in only at its next poll (up to a second later). Null when none is stored.
 */
const AUTH_DATABASE = 'firebaseLocalStorageDb';
const AUTH_STORE = 'firebaseLocalStorage';
const USER_KEY_PREFIX = 'firebase:authUser:';

interface StoredEntry {
  fbase_key?: unknown;
  value?: { uid?: unknown };
}

const uidIn = (entries: StoredEntry[]): string | null => {
  const user = entries.find((e) => typeof e.fbase_key === 'string' && e.fbase_key.startsWith(USER_KEY_PREFIX));
  return typeof user?.value?.uid === 'string' ? user.value.uid : null;
};

function uidInIndexedDb(): Promise<string | null> {
  return new Promise((resolve) => {
    const open = indexedDB.open(AUTH_DATABASE);
    // Not there yet: leave creating it to Auth.
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(AUTH_STORE)) {
        db.close();
        resolve(null);
        return;
      }
      const read = db.transaction(AUTH_STORE, 'readonly').objectStore(AUTH_STORE).getAll();
      read.onsuccess = () => resolve(uidIn(read.result as StoredEntry[]));
      read.onerror = () => resolve(null);
      read.transaction!.oncomplete = () => db.close();
    };
  });
}

function uidInLocalStorage(): string | null {
  try {
    const key = Object.keys(localStorage).find((k) => k.startsWith(USER_KEY_PREFIX));
    return key ? uidIn([{ fbase_key: key, value: JSON.parse(localStorage.getItem(key) ?? 'null') as StoredEntry['value'] }]) : null;
  } catch {
    return null;
  }
}

export async function persistedUid(): Promise<string | null> {
  const stored = typeof indexedDB === 'undefined' ? null : await uidInIndexedDb().catch(() => null);
  return stored ?? uidInLocalStorage();
}
