/**
 * firestore.rules, public-site section (issue 4): attendance answers and membership applications,
 * allow and deny against the real Firestore emulator with @firebase/rules-unit-testing.
 */
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getCountFromServer, getDoc, getDocs, query, serverTimestamp, setDoc, Timestamp, updateDoc, where } from 'firebase/firestore';
import { useFirestoreRules } from '../../support/rules';
import { osloDateKey } from '../../../src/lib/dates';

// A Firestore emulator of this file, emptied before each test, with firestore.rules loaded.
const env = useFirestoreRules();

const alice = () => env().authenticatedContext('alice').firestore();
const bob = () => env().authenticatedContext('bob').firestore();
const guest = () => env().unauthenticatedContext().firestore();
const answer = (status: string) => ({ status, updatedAt: serverTimestamp() });
const path = (uid: string) => `attendance/ev-1/responses/${uid}`;

describe('attendance/{occurrenceId}/responses/{uid}', () => {
  it('lets a visitor answer, change and withdraw their own answer', async () => {
    await assertSucceeds(setDoc(doc(alice(), path('alice')), answer('kommer')));
    await assertSucceeds(setDoc(doc(alice(), path('alice')), answer('kanskje')));
    await assertSucceeds(updateDoc(doc(alice(), path('alice')), answer('kommer')));
    await assertSucceeds(deleteDoc(doc(alice(), path('alice'))));
  });

  it("refuses another visitor's answer and unauthenticated writes", async () => {
    await env().withSecurityRulesDisabled((ctx) => setDoc(doc(ctx.firestore(), path('alice')), { status: 'kommer', updatedAt: Timestamp.now() }));
    await assertFails(setDoc(doc(bob(), path('alice')), answer('kanskje')));
    await assertFails(deleteDoc(doc(bob(), path('alice'))));
    await assertFails(setDoc(doc(guest(), path('guest')), answer('kommer')));
  });

  it('refuses other statuses, extra or missing fields and a client-chosen time', async () => {
    await assertFails(setDoc(doc(alice(), path('alice')), answer('kommer ikke')));
    await assertFails(setDoc(doc(alice(), path('alice')), { ...answer('kommer'), guests: 10 }));
    await assertFails(setDoc(doc(alice(), path('alice')), { status: 'kommer' }));
    await assertFails(setDoc(doc(alice(), path('alice')), { status: 'kommer', updatedAt: Timestamp.fromMillis(0) }));
  });

  it('lets anyone count answers', async () => {
    await setDoc(doc(alice(), path('alice')), answer('kommer'));
    await setDoc(doc(bob(), path('bob')), answer('kanskje'));
    const responses = collection(guest(), 'attendance/ev-1/responses');
    const counted = await assertSucceeds(getCountFromServer(query(responses, where('status', '==', 'kommer'))));
    if (counted.data().count !== 1) throw new Error(`expected 1 "kommer", got ${counted.data().count}`);
  });
});

/** yyyy-mm-dd for someone who turns `years` old `daysFromToday` days from today (Oslo). */
function birthDateFor(years: number, daysFromToday = 0): string {
  const [y, m, d] = osloDateKey(new Date()).split('-').map(Number);
  const birthday = new Date(Date.UTC(y - years, m - 1, d + daysFromToday));
  return birthday.toISOString().slice(0, 10);
}

const application = (overrides: Record<string, unknown> = {}) => ({
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

describe('membershipApplications', () => {
  const applications = () => collection(guest(), 'membershipApplications');

  it('lets a visitor send a valid application, also on their 15th birthday', async () => {
    await assertSucceeds(addDoc(applications(), application()));
    await assertSucceeds(addDoc(applications(), application({ birthDate: birthDateFor(15) })));
  });

  it('refuses applicants younger than 15', async () => {
    await assertFails(addDoc(applications(), application({ birthDate: birthDateFor(15, 2) })));
    await assertFails(addDoc(applications(), application({ birthDate: birthDateFor(10) })));
  });

  it('refuses wrong or missing fields, bad formats and missing consent', async () => {
    await assertFails(addDoc(applications(), application({ admin: true })));
    const { phone: _phone, ...withoutPhone } = application();
    await assertFails(addDoc(applications(), withoutPhone));
    await assertFails(addDoc(applications(), application({ consent: false })));
    await assertFails(addDoc(applications(), application({ postcode: '155' })));
    await assertFails(addDoc(applications(), application({ email: 'kari' })));
    await assertFails(addDoc(applications(), application({ birthDate: '30.01.1990' })));
    await assertFails(addDoc(applications(), application({ birthDate: '1850-01-01' })));
    await assertFails(addDoc(applications(), application({ createdAt: Timestamp.fromMillis(0) })));
    await assertFails(addDoc(applications(), application({ message: 'x'.repeat(2001) })));
  });

  it('never lets a client read, change or delete applications', async () => {
    await env().withSecurityRulesDisabled((ctx) => setDoc(doc(ctx.firestore(), 'membershipApplications/a1'), { ...application(), createdAt: Timestamp.now() }));
    await assertFails(getDoc(doc(guest(), 'membershipApplications/a1')));
    await assertFails(getDoc(doc(alice(), 'membershipApplications/a1')));
    await assertFails(getDocs(applications()));
    await assertFails(updateDoc(doc(guest(), 'membershipApplications/a1'), { fullName: 'Ola' }));
    await assertFails(deleteDoc(doc(alice(), 'membershipApplications/a1')));
  });
});
