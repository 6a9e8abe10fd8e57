/**
 * firestore.rules, public-site section: attendance answers and counts, membership applications,
 * allow and deny against the real Firestore emulator with @firebase/rules-unit-testing.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { bundledRulesFacts, rulesFor, useFirestoreRules } from '../../support/rules';
import { subjectsNow } from '../../support/siteClock';
import { application, applicationSender, birthDateFor } from '../../support/membershipApplications';
import fc from 'fast-check';
import { isEmailAddress } from '../../../src/features/membership/application';

// A Firestore emulator of this file, emptied before each test, with firestore.rules loaded.
const env = useFirestoreRules();

const alice = () => env().authenticatedContext('alice').firestore();
const bob = () => env().authenticatedContext('bob').firestore();
const guest = () => env().unauthenticatedContext().firestore();
// Click times as the island makes them: each later than the last (ms).
let clicks = Date.now();
const answer = (status: string | null, clickedAt = ++clicks) => ({
  ...(status ? { status } : {}),
  clickedAt,
  updatedAt: serverTimestamp(),
});
const EVENT = 'ev-1';
const path = (uid: string, occurrenceId = EVENT) => `attendance/${occurrenceId}/responses/${uid}`;
type Db = ReturnType<typeof alice>;

/**
 * An answer as the site sends it: the response (withdrawn: without a status) and the matching change
 * of the counts, in one batch.
 */
function send(db: Db, uid: string, before: string | null, after: string | null, occurrenceId = EVENT, clickedAt = ++clicks) {
  const batch = writeBatch(db);
  batch.set(doc(db, path(uid, occurrenceId)), answer(after, clickedAt));
  if (before !== after) {
    const change: Record<string, unknown> = {};
    if (before) change[before] = increment(-1);
    if (after) change[after] = increment(1);
    batch.set(doc(db, `attendance/${occurrenceId}`), change, { merge: true });
  }
  return batch.commit();
}

async function counts(occurrenceId = EVENT) {
  const snap = await getDoc(doc(guest(), `attendance/${occurrenceId}`));
  return { kommer: snap.get('kommer') ?? 0, kanskje: snap.get('kanskje') ?? 0 };
}

describe('attendance/{occurrenceId}/responses/{uid}', () => {
  it('lets a visitor answer, change and withdraw their own answer, moving the counts with it', async () => {
    await assertSucceeds(send(alice(), 'alice', null, 'kommer'));
    expect(await counts()).toEqual({ kommer: 1, kanskje: 0 });
    await assertSucceeds(send(alice(), 'alice', 'kommer', 'kanskje'));
    expect(await counts()).toEqual({ kommer: 0, kanskje: 1 });
    await assertSucceeds(send(alice(), 'alice', 'kanskje', 'kanskje'));
    await assertSucceeds(send(bob(), 'bob', null, 'kanskje'));
    expect(await counts()).toEqual({ kommer: 0, kanskje: 2 });
    await assertSucceeds(send(alice(), 'alice', 'kanskje', null));
    expect(await counts()).toEqual({ kommer: 0, kanskje: 1 });
  });

  it('keeps the counts equal to the answers: no answer without its count, no count without an answer', async () => {
    await assertFails(setDoc(doc(alice(), path('alice')), answer('kommer')));
    await assertFails(setDoc(doc(alice(), `attendance/${EVENT}`), { kommer: 1000 }));
    await assertFails(setDoc(doc(guest(), `attendance/${EVENT}`), { kommer: 1 }));
    await assertFails(send(alice(), 'alice', 'kanskje', 'kommer'));
    await send(alice(), 'alice', null, 'kommer');
    await assertFails(send(alice(), 'alice', null, 'kommer'));
    await assertFails(setDoc(doc(alice(), `attendance/${EVENT}`), { kommer: increment(1) }, { merge: true }));
    await assertFails(setDoc(doc(alice(), `attendance/${EVENT}`), { kommer: -5, kanskje: 6 }));
    await assertFails(setDoc(doc(alice(), `attendance/${EVENT}`), { kommer: 1, kanskje: 0, guests: 10 }));
    await assertFails(deleteDoc(doc(alice(), path('alice'))));
    await assertFails(deleteDoc(doc(alice(), `attendance/${EVENT}`)));
    // A withdrawal is a response without a status: deleting it would forget when it was made.
    const db = alice();
    const withdrawal = writeBatch(db);
    withdrawal.delete(doc(db, path('alice')));
    withdrawal.set(doc(db, `attendance/${EVENT}`), { kommer: increment(-1) }, { merge: true });
    await assertFails(withdrawal.commit());
    // Another visitor cannot move the counts by someone else's answer.
    await assertFails(send(bob(), 'alice', 'kommer', null));
    expect(await counts()).toEqual({ kommer: 1, kanskje: 0 });
  });

  it('keeps the newest click: an older one (waiting in another tab) is refused, whatever it says', async () => {
    const now = Date.now();
    await assertSucceeds(send(alice(), 'alice', null, 'kanskje', EVENT, now));
    for (const [after, clickedAt] of [
      ['kommer', now - 1],
      [null, now - 1],
      ['kanskje', now],
      ['kommer', now],
    ] as const)
      await assertFails(send(alice(), 'alice', 'kanskje', after, EVENT, clickedAt));
    await assertSucceeds(send(alice(), 'alice', 'kanskje', null, EVENT, now + 1));
    await assertFails(send(alice(), 'alice', null, 'kommer', EVENT, now));
    await assertSucceeds(send(alice(), 'alice', null, 'kommer', EVENT, now + 2));
    expect(await counts()).toEqual({ kommer: 1, kanskje: 0 });
    // An answer stored before click times were kept counts as the oldest.
    await env().withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), path('bob')), { status: 'kommer', updatedAt: Timestamp.now() });
      await setDoc(doc(ctx.firestore(), `attendance/${EVENT}`), { kommer: 2, kanskje: 0 });
    });
    await assertSucceeds(send(bob(), 'bob', 'kommer', 'kanskje', EVENT, 1));
    await assertFails(send(alice(), 'alice', 'kommer', 'kommer', EVENT, 'soon' as unknown as number));
  });

  it("refuses another visitor's answer and unauthenticated writes", async () => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), path('alice')), { status: 'kommer', updatedAt: Timestamp.now() });
      await setDoc(doc(ctx.firestore(), `attendance/${EVENT}`), { kommer: 1, kanskje: 0 });
    });
    await assertFails(send(bob(), 'alice', 'kommer', 'kanskje'));
    await assertFails(send(bob(), 'alice', 'kommer', null));
    await assertFails(send(guest(), 'guest', null, 'kommer'));
  });

  it('refuses other statuses, extra or missing fields and a client-chosen time', async () => {
    await assertFails(send(alice(), 'alice', null, 'kommer ikke'));
    const batch = (data: Record<string, unknown>) => {
      const db = alice();
      const b = writeBatch(db);
      b.set(doc(db, path('alice')), data);
      b.set(doc(db, `attendance/${EVENT}`), { kommer: increment(1) }, { merge: true });
      return b.commit();
    };
    await assertFails(batch({ ...answer('kommer'), guests: 10 }));
    await assertFails(batch({ status: 'kommer' }));
    await assertFails(batch({ status: 'kommer', updatedAt: serverTimestamp() }));
    await assertFails(batch({ status: 'kommer', clickedAt: ++clicks, updatedAt: Timestamp.fromMillis(0) }));
    await assertFails(batch({ status: null, clickedAt: ++clicks, updatedAt: serverTimestamp() }));
    await assertSucceeds(batch(answer('kommer')));
  });

  it('accepts occurrence ids only: lowercase letters, digits and hyphens, at most 200 characters', async () => {
    for (const occurrenceId of ['adventskonsert-2026-12-13', 'a', 'x'.repeat(200)])
      await assertSucceeds(send(alice(), 'alice', null, 'kommer', occurrenceId));
    for (const occurrenceId of ['Adventskonsert', 'a b', 'ev_1', 'æøå', 'x'.repeat(201), 'a.b', '-ev~1'])
      await assertFails(send(alice(), 'alice', null, 'kommer', occurrenceId));
  });

  it('takes no answer for a cancelled meeting, only the withdrawal of an old one; other meetings still take answers', async () => {
    // The occurrences the pages show, picked as the e2e specs pick them (not from the rules' own list).
    const { cancelled, meeting } = await subjectsNow();
    const CANCELLED = cancelled.occurrence.occurrenceId;
    await assertFails(send(alice(), 'alice', null, 'kommer', CANCELLED));
    await assertFails(send(alice(), 'alice', null, 'kanskje', CANCELLED));
    // Someone answered before the meeting was cancelled: changing it is refused, taking it back is not.
    await env().withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), path('bob', CANCELLED)), { status: 'kommer', clickedAt: 1, updatedAt: Timestamp.now() });
      await setDoc(doc(ctx.firestore(), `attendance/${CANCELLED}`), { kommer: 1, kanskje: 0 });
    });
    await assertFails(send(bob(), 'bob', 'kommer', 'kanskje', CANCELLED));
    await assertFails(send(bob(), 'bob', 'kommer', 'kommer', CANCELLED));
    await assertSucceeds(send(bob(), 'bob', 'kommer', null, CANCELLED));
    await assertFails(send(bob(), 'bob', null, 'kommer', CANCELLED));
    // The count follows the answers, so it can only go down: not even a count with no answer behind it.
    await assertFails(setDoc(doc(alice(), `attendance/${CANCELLED}`), { kommer: increment(1) }, { merge: true }));
    expect(await counts(CANCELLED)).toEqual({ kommer: 0, kanskje: 0 });
    await assertSucceeds(send(alice(), 'alice', null, 'kommer', meeting.occurrenceId));
    expect(await counts(meeting.occurrenceId)).toEqual({ kommer: 1, kanskje: 0 });
  });

  it('take the cancelled meetings from the programme: rendered with another (long) list, another meeting is closed', async () => {
    // Each id counts against the engine's 1,000 expressions a request: 500 still leave room (900 do not).
    const many = Array.from({ length: 500 }, (_, i) => `arrangement-${i}-2026-12-15`);
    const other = await rulesFor(env(), 'cancelled', { ...(await bundledRulesFacts()), cancelledOccurrenceIds: [...many, EVENT] });
    try {
      const db = other.authenticatedContext('alice').firestore();
      await assertFails(send(db, 'alice', null, 'kommer'));
      const { cancelled } = await subjectsNow();
      await assertSucceeds(send(db, 'alice', null, 'kommer', cancelled.occurrence.occurrenceId));
    } finally {
      await other.cleanup();
    }
  });

  it("lets each visitor read only their own answer, and anyone the counts; nobody lists everyone's answers", async () => {
    await send(alice(), 'alice', null, 'kommer');
    await send(bob(), 'bob', null, 'kanskje');
    await assertSucceeds(getDoc(doc(alice(), path('alice'))));
    await assertFails(getDoc(doc(bob(), path('alice'))));
    await assertFails(getDoc(doc(guest(), path('alice'))));
    const responses = (db: Db) => collection(db, `attendance/${EVENT}/responses`);
    await assertFails(getDocs(responses(guest())));
    await assertFails(getDocs(responses(alice())));
    await assertFails(getCountFromServer(query(responses(guest()), where('status', '==', 'kommer'))));
    await assertFails(getDocs(collectionGroup(alice(), 'responses')));
    await assertSucceeds(getDoc(doc(guest(), `attendance/${EVENT}`)));
    expect(await counts()).toEqual({ kommer: 1, kanskje: 1 });
  });
});

const { visitor, apply } = applicationSender(env);
// The rules are rendered from the bundled membership document, as the build does.
const MINIMUM_AGE = (await bundledRulesFacts()).minimumAge;

describe('membershipApplications', () => {
  it('take the minimum age from the membership document: rendered for another age, the limit moves', async () => {
    // Any age other than the bundled one shows the number comes from the data, not from the file.
    const other = await rulesFor(env(), `age-${MINIMUM_AGE + 3}`, { ...(await bundledRulesFacts()), minimumAge: MINIMUM_AGE + 3 });
    try {
      const { apply: applyThere } = applicationSender(() => other);
      await assertSucceeds(applyThere(application({ birthDate: birthDateFor(MINIMUM_AGE + 3) })));
      await assertFails(applyThere(application({ birthDate: birthDateFor(MINIMUM_AGE + 3, 2) })));
      await assertFails(applyThere(application({ birthDate: birthDateFor(MINIMUM_AGE) })));
    } finally {
      await other.cleanup();
    }
  });

  it('lets a visitor send a valid application, also on the day they reach the minimum age', async () => {
    await assertSucceeds(apply(application()));
    await assertSucceeds(apply(application({ birthDate: birthDateFor(MINIMUM_AGE) })));
    await assertSucceeds(apply(application({ email: 'kari.nordmann+medlem@blåbær.no', birthDate: '2000-02-29', message: 'Hei' })));
  });

  it("refuses applicants younger than the membership document's minimum age", async () => {
    await assertFails(apply(application({ birthDate: birthDateFor(MINIMUM_AGE, 2) })));
    await assertFails(apply(application({ birthDate: birthDateFor(10) })));
  });

  it('refuses wrong or missing fields, bad formats and missing consent', async () => {
    await assertFails(apply(application({ admin: true })));
    const { phone: _phone, ...withoutPhone } = application();
    await assertFails(apply(withoutPhone));
    await assertFails(apply(application({ consent: false })));
    await assertFails(apply(application({ postcode: '155' })));
    await assertFails(apply(application({ email: 'kari' })));
    await assertFails(apply(application({ birthDate: '30.01.1990' })));
    await assertFails(apply(application({ birthDate: '1850-01-01' })));
    await assertFails(apply(application({ createdAt: Timestamp.fromMillis(0) })));
    await assertFails(apply(application({ message: 'x'.repeat(2001) })));
  });

  it('refuses dates that are not on the calendar', async () => {
    for (const birthDate of ['1990-02-31', '1990-02-30', '2001-02-29', '1990-04-31', '1990-13-01', '1990-00-10', '1990-01-00']) {
      await assertFails(apply(application({ birthDate })));
    }
  });

  it('refuses blank or untrimmed text', async () => {
    for (const field of ['fullName', 'address', 'place']) {
      for (const value of ['   ', ' Kari Nordmann', 'Kari Nordmann ', '\tOslo', 'Oslo\n'])
        await assertFails(apply(application({ [field]: value })));
    }
    await assertFails(apply(application({ message: ' hei' })));
    await assertFails(apply(application({ phone: '        ' })));
    await assertFails(apply(application({ phone: ' 912 34 567' })));
  });

  it('refuses odd e-mail addresses', async () => {
    for (const email of [
      'kari@',
      '@example.no',
      'kari@example',
      'kari@@example.no',
      'kari @example.no',
      'kari@exa mple.no',
      'kari@example.n',
      'kari@-example.no',
      'kari@example..no',
      '"kari"@example.no',
      'kari@example.no\n',
      `${'k'.repeat(250)}@example.no`,
    ]) {
      await assertFails(apply(application({ email })));
    }
  });

  it('accept exactly the e-mail addresses the form accepts (property)', async () => {
    const emailish = fc.string({
      unit: fc.constantFrom('a', 'Z', '9', 'æ', 'ø', '.', '-', '_', '+', "'", '@', '@', ' ', '\n', 'é', '𝒜', '"', '..'),
      minLength: 1,
      maxLength: 24,
    });
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.emailAddress(),
          emailish,
          emailish.map((local) => `${local}@blåbær.no`),
          emailish.map((domain) => `kari@${domain}`),
        ),
        async (email) => {
          runs++;
          const stored = await apply(application({ email })).then(
            () => true,
            () => false,
          );
          expect(stored, email).toBe(isEmailAddress(email));
        },
      ),
      { numRuns: 80 },
    );
    console.log(`e-mail rule = form check: ${runs} cases`);
    // 80 round trips to the emulator.
  }, 120_000);

  it('needs a signed-in sender and lets each send one application a minute', async () => {
    await assertFails(addDoc(collection(guest(), 'membershipApplications'), application()));
    await assertFails(addDoc(collection(visitor().db, 'membershipApplications'), application()));
    const kari = visitor();
    await assertSucceeds(apply(application(), kari));
    await assertFails(apply(application(), kari));
    // Nor by reusing the sender document or setting the time.
    const again = doc(collection(kari.db, 'membershipApplications'));
    await assertFails(setDoc(again, application()));
    await assertFails(apply(application(), kari, { lastSent: Timestamp.fromMillis(0) }));
    await assertFails(apply(application(), visitor(), { lastApplication: 'another' }));
    await assertFails(apply(application(), { uid: kari.uid, db: visitor().db }));
    // A minute later, the same visitor may send again.
    await env().withSecurityRulesDisabled((ctx) =>
      updateDoc(doc(ctx.firestore(), `membershipSenders/${kari.uid}`), { lastSent: Timestamp.fromMillis(Date.now() - 61_000) }),
    );
    await assertSucceeds(apply(application(), kari));
  });

  it('keeps the sender documents to the rules: read only by their sender (how long to wait), never listed or deleted', async () => {
    const kari = visitor();
    await apply(application(), kari);
    const own = await assertSucceeds(getDoc(doc(kari.db, `membershipSenders/${kari.uid}`)));
    expect((own.get('lastSent') as Timestamp).toMillis()).toBeGreaterThan(Date.now() - 60_000);
    await assertFails(getDoc(doc(visitor().db, `membershipSenders/${kari.uid}`)));
    await assertFails(getDoc(doc(guest(), `membershipSenders/${kari.uid}`)));
    await assertFails(getDocs(collection(kari.db, 'membershipSenders')));
    await assertFails(deleteDoc(doc(kari.db, `membershipSenders/${kari.uid}`)));
    await assertFails(
      setDoc(doc(kari.db, `membershipSenders/${kari.uid}`), { lastSent: serverTimestamp(), lastApplication: 'none', extra: 1 }),
    );
  });

  it('never lets a client read, change or delete applications', async () => {
    await env().withSecurityRulesDisabled((ctx) =>
      setDoc(doc(ctx.firestore(), 'membershipApplications/a1'), { ...application(), createdAt: Timestamp.now() }),
    );
    await assertFails(getDoc(doc(guest(), 'membershipApplications/a1')));
    await assertFails(getDoc(doc(alice(), 'membershipApplications/a1')));
    await assertFails(getDocs(collection(guest(), 'membershipApplications')));
    await assertFails(updateDoc(doc(guest(), 'membershipApplications/a1'), { fullName: 'Ola' }));
    await assertFails(deleteDoc(doc(alice(), 'membershipApplications/a1')));
  });
});
