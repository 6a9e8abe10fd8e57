/**
 * firestore.rules, /vuefire section: every allow and deny of the original demo's rules, against
 * the real Firestore emulator with @firebase/rules-unit-testing.
 */
import { beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  addDoc,
  collection,
  getDocs,
} from 'firebase/firestore';
import { useFirestoreRules } from '../../support/rules';
import { EMOJIS } from '../../../src/demo/screens/emoji-panel/board';
import { todayId } from '../../../src/demo/screens/counter/CounterScreen';

// A Firestore emulator of this file on a free port, with firestore.rules loaded.
const env = useFirestoreRules({ reset: false });

beforeEach(async () => {
  await env().clearFirestore();
});

const alice = () => env().authenticatedContext('alice').firestore();
const bob = () => env().authenticatedContext('bob').firestore();
const guest = () => env().unauthenticatedContext().firestore();
const seed = (path: string, data: Record<string, unknown>) =>
  env().withSecurityRulesDisabled((ctx) => setDoc(doc(ctx.firestore(), path), data));

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

  it('holds a display name of 1–100 characters and an https photo URL or none', async () => {
    await assertSucceeds(
      setDoc(doc(alice(), 'users/alice'), { ...profile, displayName: 'x'.repeat(100), photoURL: 'https://lh3.example.com/a.png' }),
    );
    await env().clearFirestore();
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, displayName: 'x'.repeat(101) }));
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, displayName: '' }));
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, displayName: 'x'.repeat(900_000) }));
    for (const photoURL of [
      'javascript:alert(1)',
      'http://example.com/a.png',
      'data:image/png;base64,AAAA',
      'https://',
      `https://example.com/${'a'.repeat(2048)}`,
      'https://exa mple.com/',
    ]) {
      await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, photoURL }));
    }
    await seed('users/alice', {
      displayName: 'Alice',
      photoURL: '',
      joinedAt: Timestamp.fromMillis(1000),
      lastLogin: Timestamp.fromMillis(1000),
    });
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { displayName: 'x'.repeat(101), lastLogin: serverTimestamp() }));
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { photoURL: 'javascript:alert(1)', lastLogin: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(alice(), 'users/alice'), { photoURL: 'https://example.com/me.jpg', lastLogin: serverTimestamp() }));
  });

  it('is updated by its owner: displayName, photoURL, lastLogin only; never deleted', async () => {
    await seed('users/alice', {
      displayName: 'Alice',
      photoURL: '',
      joinedAt: Timestamp.fromMillis(1000),
      lastLogin: Timestamp.fromMillis(1000),
    });
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

  it('are never deleted, so delete-then-create cannot skip the cooldown', async () => {
    await seed('pixels/alice', { ...pixel, createdAt: Timestamp.now() });
    await assertFails(deleteDoc(doc(bob(), 'pixels/alice')));
    await assertFails(deleteDoc(doc(alice(), 'pixels/alice')));
    await assertFails(setDoc(doc(alice(), 'pixels/alice'), pixel));
  });

  it('hold one emoji of the board, a position 0–224 and names of at most 100 characters', async () => {
    for (const content of EMOJIS) {
      await assertSucceeds(setDoc(doc(alice(), 'pixels/alice'), { ...pixel, content }));
      await env().clearFirestore();
    }
    await assertSucceeds(setDoc(doc(alice(), 'pixels/alice'), { ...pixel, pos: 0, displayName: 'x'.repeat(100) }));
    await env().clearFirestore();
    await assertSucceeds(setDoc(doc(alice(), 'pixels/alice'), { ...pixel, pos: 224, photoURL: 'https://example.com/a.png' }));
    await env().clearFirestore();
    for (const content of ['', 'a', '👍🏽', '🌻🌻', '🌻a', '<b>', 'x'.repeat(10_000), 42]) {
      await assertFails(setDoc(doc(alice(), 'pixels/alice'), { ...pixel, content }));
    }
    for (const pos of [-1, 225, '3', 1e9, null]) {
      await assertFails(setDoc(doc(alice(), 'pixels/alice'), { ...pixel, pos }));
    }
    await assertFails(setDoc(doc(alice(), 'pixels/alice'), { ...pixel, displayName: 'x'.repeat(101) }));
    await assertFails(setDoc(doc(alice(), 'pixels/alice'), { ...pixel, displayName: 'x'.repeat(800) }));
    await assertFails(setDoc(doc(alice(), 'pixels/alice'), { ...pixel, photoURL: 'javascript:alert(1)' }));
    await assertFails(setDoc(doc(alice(), 'pixels/alice'), { ...pixel, extra: true }));
  });

  it('are moved with the same checks: no long content, odd pos, extra fields or new names', async () => {
    await seed('pixels/alice', { ...pixel, createdAt: Timestamp.fromMillis(Date.now() - 10_000) });
    const move = (changes: Record<string, unknown>) =>
      updateDoc(doc(alice(), 'pixels/alice'), { pos: 3, createdAt: serverTimestamp(), revision: increment(1), ...changes });
    await assertFails(move({ content: 'x'.repeat(10_000) }));
    await assertFails(move({ pos: -5 }));
    await assertFails(move({ pos: 'a' }));
    await assertFails(move({ pos: 225 }));
    await assertFails(move({ extra: 1 }));
    await assertFails(move({ displayName: 'x'.repeat(800) }));
    await assertFails(move({ displayName: 'Mallory' }));
    await assertSucceeds(move({ content: '🚀', pos: 224 }));
  });
});

describe('count/{day}', () => {
  const today = todayId();
  const tomorrow = todayId(new Date(Date.now() + 86_400_000));

  it('is read, created and counted by anyone while it stays {when, n}', async () => {
    await assertSucceeds(setDoc(doc(guest(), `count/${today}`), { n: 0, when: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(guest(), `count/${today}`), { n: increment(1), when: serverTimestamp() }));
    await assertSucceeds(getDoc(doc(guest(), `count/${today}`)));
    await assertFails(setDoc(doc(guest(), `count/${tomorrow}`), { n: 0, when: serverTimestamp(), extra: 1 }));
    await assertFails(setDoc(doc(guest(), `count/${tomorrow}`), { n: '0', when: serverTimestamp() }));
    await assertFails(setDoc(doc(guest(), `count/${tomorrow}`), { n: 0, when: 'today' }));
    await assertFails(setDoc(doc(guest(), `count/${tomorrow}`), { n: 0 }));
    await assertFails(updateDoc(doc(guest(), `count/${today}`), { n: 1.5 }));
    await assertFails(deleteDoc(doc(guest(), `count/${today}`)));
  });

  it("starts at 0 and only ever goes up by exactly one, at the server's time", async () => {
    await assertFails(setDoc(doc(guest(), `count/${today}`), { n: 5, when: serverTimestamp() }));
    await assertFails(setDoc(doc(guest(), `count/${today}`), { n: -1_000_000, when: serverTimestamp() }));
    await assertFails(setDoc(doc(guest(), `count/${today}`), { n: 0, when: Timestamp.fromMillis(0) }));
    await assertSucceeds(setDoc(doc(guest(), `count/${tomorrow}`), { n: 0, when: serverTimestamp() }));
    await seed(`count/${today}`, { n: 7, when: Timestamp.now() });
    await assertFails(updateDoc(doc(guest(), `count/${today}`), { n: -1_000_000, when: serverTimestamp() }));
    await assertFails(updateDoc(doc(guest(), `count/${today}`), { n: increment(2), when: serverTimestamp() }));
    await assertFails(updateDoc(doc(guest(), `count/${today}`), { n: increment(-1), when: serverTimestamp() }));
    await assertFails(updateDoc(doc(guest(), `count/${today}`), { n: 7, when: serverTimestamp() }));
    await assertFails(updateDoc(doc(guest(), `count/${today}`), { n: increment(1), when: Timestamp.fromMillis(0) }));
    await assertFails(setDoc(doc(guest(), `count/${today}`), { n: 0, when: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(guest(), `count/${today}`), { n: 8, when: serverTimestamp() }));
  });

  it('has a calendar day near today as its id', async () => {
    const create = (id: string) => setDoc(doc(guest(), `count/${id}`), { n: 0, when: serverTimestamp() });
    for (const id of ['hello', '2026-02-31', '2026-13-01', '2026-1-1', `${today}x`, '1999-01-01', '2999-01-01', 'x'.repeat(1000)]) {
      await assertFails(create(id));
    }
    await assertSucceeds(create(todayId(new Date(Date.now() - 86_400_000))));
  });
});

describe('anything else', () => {
  it('is denied', async () => {
    await assertFails(setDoc(doc(alice(), 'secrets/x'), { a: 1 }));
    await assertFails(getDoc(doc(alice(), 'secrets/x')));
  });
});
