/**
 * The site's own save (saveAnswerAs, the transaction the island runs) against the Firestore emulator
 * with the generated rules: one visitor's tabs saving at the same time all succeed, the newest click
 * wins, an older click that waited never overwrites it, and the counts always equal the answers.
 * Each tab is its own Firestore lite instance signed in as the same uid, as two tabs of one browser are.
 */
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore/lite';
import { DEMO_PROJECT_ID } from '../../../../model/firebase';
import { saveAnswerAs, type AttendanceStatus, type Wish } from '../../../../src/features/attendance/attendanceFirestore';
import { useFirestoreRules } from '../../../support/rules';

const env = useFirestoreRules({ reset: false });
// Each collision is logged by the SDK before saveAnswerAs reads again: expected here, so not shown.
setLogLevel('silent');
const apps: FirebaseApp[] = [];
afterAll(() => Promise.all(apps.map((app) => deleteApp(app))));

/** A browser tab of visitor `uid`: its own SDK instance, the same anonymous user. */
function tab(uid: string): Firestore {
  const app = initializeApp({ projectId: DEMO_PROJECT_ID, apiKey: 'test-api-key' }, `tab-${apps.length}`);
  apps.push(app);
  const db = getFirestore(app);
  const { host, port } = env().emulators.firestore!;
  connectFirestoreEmulator(db, host, port, { mockUserToken: { sub: uid } });
  return db;
}

let occurrences = 0;
const freshOccurrence = () => `tabs-${Date.now().toString(36)}-${occurrences++}`;

async function held(db: Firestore, uid: string, occurrenceId: string) {
  const [counts, mine] = await Promise.all([
    getDoc(doc(db, 'attendance', occurrenceId)),
    getDoc(doc(db, 'attendance', occurrenceId, 'responses', uid)),
  ]);
  return {
    status: (mine.get('status') as AttendanceStatus | undefined) ?? null,
    counts: { kommer: counts.get('kommer') ?? 0, kanskje: counts.get('kanskje') ?? 0 },
  };
}

const countsFor = (status: AttendanceStatus | null) => ({ kommer: status === 'kommer' ? 1 : 0, kanskje: status === 'kanskje' ? 1 : 0 });
const status = fc.constantFrom<AttendanceStatus | null>('kommer', 'kanskje', null);

describe('saveAnswerAs: one visitor, several tabs', () => {
  it('overlapping saves from two tabs all succeed; the newest click is what the server holds, counted once', async () => {
    const tabs = [tab('visitor-a'), tab('visitor-a'), tab('visitor-a')];
    let clock = Date.now();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(status, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 3 }), async (bursts) => {
        const occurrenceId = freshOccurrence();
        let newest: Wish | null = null;
        for (const burst of bursts) {
          // Clicks in every tab at once: each save starts before the others are committed.
          const wishes = burst.map((s): Wish => ({ status: s, clickedAt: ++clock }));
          const results = await Promise.allSettled(
            wishes.map((wish, i) => saveAnswerAs(tabs[i % tabs.length], 'visitor-a', occurrenceId, wish)),
          );
          expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
          newest = wishes.at(-1)!;
        }
        expect(await held(tabs[0], 'visitor-a', occurrenceId)).toEqual({ status: newest!.status, counts: countsFor(newest!.status) });
      }),
      { numRuns: 12 },
    );
  });

  it('an older click that waited (a tab offline) does not overwrite a newer one; the save says what the server holds', async () => {
    const [waiting, other] = [tab('visitor-b'), tab('visitor-b')];
    for (const newer of ['kanskje', null] as const) {
      const occurrenceId = freshOccurrence();
      const clickedAt = Date.now();
      await saveAnswerAs(other, 'visitor-b', occurrenceId, { status: 'kanskje', clickedAt: clickedAt - 10 });
      await saveAnswerAs(other, 'visitor-b', occurrenceId, { status: newer, clickedAt });
      const result = await saveAnswerAs(waiting, 'visitor-b', occurrenceId, { status: 'kommer', clickedAt: clickedAt - 5 });
      expect(result).toEqual({ status: newer, clickedAt });
      expect(await held(other, 'visitor-b', occurrenceId)).toEqual({ status: newer, counts: countsFor(newer) });
    }
  });
});
