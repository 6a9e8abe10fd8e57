/** Membership applications as the site sends them, for rules tests against the Firestore emulator. */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { osloDateKey } from '../../model/osloTime';

/** yyyy-mm-dd for someone who turns `years` old `daysFromToday` days from today (Oslo). */
export function birthDateFor(years: number, daysFromToday = 0): string {
  const [y, m, d] = osloDateKey(new Date()).split('-').map(Number);
  const birthday = new Date(Date.UTC(y - years, m - 1, d + daysFromToday));
  return birthday.toISOString().slice(0, 10);
}

export const application = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Kari Nordmann',
  birthDate: birthDateFor(30),
  address: 'Storgata 1',
  postcode: '0155',
  place: 'Oslo',
  email: 'kari@example.no',
  phone: '+47 912 34 567',
  message: '',
  consent: true,
  createdAt: serverTimestamp(),
  ...overrides,
});

/** Sends applications to the rules of `env`, each from a new visitor unless one is given. */
export function applicationSender(env: () => RulesTestEnvironment) {
  let visitors = 0;
  /** A new signed-in (anonymous) visitor: a denial is then never the rate limit's doing. */
  const visitor = () => {
    const uid = `visitor-${++visitors}`;
    return {
      uid,
      db: env()
        .authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } })
        .firestore(),
    };
  };
  /** An application as the site sends it: the application and the sender's lastSent, in one batch. */
  const apply = (data: Record<string, unknown>, { uid, db } = visitor(), sender: Record<string, unknown> = {}) => {
    const ref = doc(collection(db, 'membershipApplications'));
    const batch = writeBatch(db);
    batch.set(ref, data);
    batch.set(doc(db, `membershipSenders/${uid}`), { lastSent: serverTimestamp(), lastApplication: ref.id, ...sender });
    return batch.commit();
  };
  return { visitor, apply };
}
