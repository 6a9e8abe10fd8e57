/**
 * firestore.rules, /vuefire section: every allow and deny of the original demo's rules, against
 * the real Firestore emulator with @firebase/rules-unit-testing.
 */
import { beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, increment, serverTimestamp, setDoc, Timestamp, updateDoc, addDoc, collection, getDocs } from 'firebase/firestore';
import { useFirestoreRules } from '../../support/rules';

// A Firestore emulator of this file on a free port, with firestore.rules loaded.
const env = useFirestoreRules({ reset: false });

beforeEach(async () => {
  await env().clearFirestore();
});

const alice = () => env().authenticatedContext('alice').firestore();
const bob = () => env().authenticatedContext('bob').firestore();
const guest = () => env().unauthenticatedContext().firestore();
const seed = (path: string, data: Record<string, unknown>) => env().withSecurityRulesDisabled((ctx) => setDoc(doc(ctx.firestore(), path), data));

const profile = { displayName: 'Alice', photoURL: '', joinedAt: serverTimestamp(), lastLogin: serverTimestamp() };

describe('users/{uid}', () => {
  it('is readable by signed-in users only', async () => {
    await seed('users/alice', { displayName: 'Alice', photoURL: '', joinedAt: Timestamp.now(), lastLogin: Timestamp.now() });
    await assertSucceeds(getDoc(doc(bob(), 'users/alice')));
    await assertSucceeds(getDocs(collection(bob(), 'users')));
    await assertFails(getDoc(doc(guest(), 'users/alice')));
  });

  it('is created by its owner with exactly the four fields, timestamps = request.time', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'users/alice'), profile));
    await env().clearFirestore();
    await assertFails(setDoc(doc(bob(), 'users/alice'), profile));
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, admin: true }));
    await assertFails(setDoc(doc(alice(), 'users/alice'), { displayName: 'Alice', photoURL: '', lastLogin: serverTimestamp() }));
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, joinedAt: Timestamp.fromMillis(0) }));
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, photoURL: null }));
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, displayName: 42 }));
  });

  it('is updated by its owner: displayName, photoURL, lastLogin only; never deleted', async () => {
    await seed('users/alice', { displayName: 'Alice', photoURL: '', joinedAt: Timestamp.fromMillis(1000), lastLogin: Timestamp.fromMillis(1000) });
    await assertSucceeds(updateDoc(doc(alice(), 'users/alice'), { displayName: 'Alice B', lastLogin: serverTimestamp() }));
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { lastLogin: Timestamp.fromMillis(5) }));
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { joinedAt: serverTimestamp(), lastLogin: serverTimestamp() }));
    await assertFails(updateDoc(doc(bob(), 'users/alice'), { displayName: 'Mallory', lastLogin: serverTimestamp() }));
    await assertFails(deleteDoc(doc(alice(), 'users/alice')));
  });
});

describe('users/{uid}/notes', () => {
  const note = (content: unknown) => ({ content, createdAt: serverTimestamp() });

  it('are created by the owner, 1–512 characters, createdAt = request.time, nothing else', async () => {
    await assertSucceeds(addDoc(collection(alice(), 'users/alice/notes'), note('hello')));
    await assertSucceeds(addDoc(collection(alice(), 'users/alice/notes'), note('x'.repeat(512))));
    await assertFails(addDoc(collection(alice(), 'users/alice/notes'), note('x'.repeat(513))));
    await assertFails(addDoc(collection(alice(), 'users/alice/notes'), note('')));
    await assertFails(addDoc(collection(alice(), 'users/alice/notes'), note(7)));
    await assertFails(addDoc(collection(alice(), 'users/alice/notes'), { content: 'hi', createdAt: Timestamp.fromMillis(0) }));
    await assertFails(addDoc(collection(alice(), 'users/alice/notes'), { ...note('hi'), pinned: true }));
    await assertFails(addDoc(collection(bob(), 'users/alice/notes'), note('hi')));
  });

  it('are read by the owner only, never changed or deleted', async () => {
    await seed('users/alice/notes/n1', { content: 'secret', createdAt: Timestamp.now() });
    await assertSucceeds(getDoc(doc(alice(), 'users/alice/notes/n1')));
    await assertFails(getDoc(doc(bob(), 'users/alice/notes/n1')));
    await assertFails(updateDoc(doc(alice(), 'users/alice/notes/n1'), { content: 'changed' }));
    await assertFails(deleteDoc(doc(alice(), 'users/alice/notes/n1')));
  });
});

describe('pixels/{uid}', () => {
  const pixel = { displayName: 'Alice', photoURL: '', createdAt: serverTimestamp(), content: '🌻', pos: 17, revision: 1 };

  it('are readable by anyone', async () => {
    await seed('pixels/alice', { ...pixel, createdAt: Timestamp.now() });
    await assertSucceeds(getDoc(doc(guest(), 'pixels/alice')));
  });

  it('are created by the owner with all six fields, revision 1, int pos, short content', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'pixels/alice'), pixel));
    await env().clearFirestore();
    await assertFails(setDoc(doc(bob(), 'pixels/alice'), pixel));
    await assertFails(setDoc(doc(alice(), 'pixels/alice'), { ...pixel, revision: 2 }));
    await assertFails(setDoc(doc(alice(), 'pixels/alice'), { ...pixel, pos: 1.5 }));
    await assertFails(setDoc(doc(alice(), 'pixels/alice'), { ...pixel, content: 'abc' }));
    await assertFails(setDoc(doc(alice(), 'pixels/alice'), { ...pixel, createdAt: Timestamp.fromMillis(0) }));
    const { photoURL: _dropped, ...five } = pixel;
    await assertFails(setDoc(doc(alice(), 'pixels/alice'), five));
  });

  it('are moved by the owner only after the 5-second cooldown, revision + 1', async () => {
    await seed('pixels/alice', { ...pixel, createdAt: Timestamp.fromMillis(Date.now() - 10_000) });
    await assertFails(updateDoc(doc(alice(), 'pixels/alice'), { pos: 3, createdAt: serverTimestamp(), revision: 3 }));
    await assertFails(updateDoc(doc(alice(), 'pixels/alice'), { pos: 3, createdAt: Timestamp.now(), revision: increment(1) }));
    await assertFails(updateDoc(doc(bob(), 'pixels/alice'), { pos: 3, createdAt: serverTimestamp(), revision: increment(1) }));
    await assertSucceeds(updateDoc(doc(alice(), 'pixels/alice'), { pos: 3, createdAt: serverTimestamp(), revision: increment(1) }));
    // Straight away again: inside the cooldown.
    await assertFails(updateDoc(doc(alice(), 'pixels/alice'), { pos: 4, createdAt: serverTimestamp(), revision: increment(1) }));
  });

  it('are deleted by the owner only', async () => {
    await seed('pixels/alice', { ...pixel, createdAt: Timestamp.now() });
    await assertFails(deleteDoc(doc(bob(), 'pixels/alice')));
    await assertSucceeds(deleteDoc(doc(alice(), 'pixels/alice')));
  });
});

describe('count/{day}', () => {
  it('is read, created and counted by anyone while it stays {when, n}', async () => {
    await assertSucceeds(setDoc(doc(guest(), 'count/2026-11-23'), { n: 0, when: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(guest(), 'count/2026-11-23'), { n: increment(1), when: serverTimestamp() }));
    await assertSucceeds(getDoc(doc(guest(), 'count/2026-11-23')));
    await assertFails(setDoc(doc(guest(), 'count/2026-11-24'), { n: 0, when: serverTimestamp(), extra: 1 }));
    await assertFails(setDoc(doc(guest(), 'count/2026-11-24'), { n: '0', when: serverTimestamp() }));
    await assertFails(setDoc(doc(guest(), 'count/2026-11-24'), { n: 0, when: 'today' }));
    await assertFails(setDoc(doc(guest(), 'count/2026-11-24'), { n: 0 }));
    await assertFails(updateDoc(doc(guest(), 'count/2026-11-23'), { n: 1.5 }));
    await assertFails(deleteDoc(doc(guest(), 'count/2026-11-23')));
  });
});

describe('anything else', () => {
  it('is denied', async () => {
    await assertFails(setDoc(doc(alice(), 'secrets/x'), { a: 1 }));
    await assertFails(getDoc(doc(alice(), 'secrets/x')));
  });
});
