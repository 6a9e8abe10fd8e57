/**
 * One walk through the site as a visitor, holding the browser to the storage catalogue
 * (src/features/consent/cookieCatalogue.ts) at every step: anything stored that the catalogue does
 * not list, or stored before the moment it names, fails. Firebase (the Auth and Firestore
 * emulators) may not be contacted before the visitor accepts or uses a feature that needs it.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { COOKIE_CATALOGUE, matchesEntry, type Moment } from '../../src/features/consent/cookieCatalogue';
import { emulatorHosts, type Hosts } from '../support/demoEmulators';
import { subjectsNow } from '../support/siteClock';
import { clearAttendance } from '../support/siteFirestore';

interface Held {
  kind: string;
  name: string;
}

/** Everything the browser holds for the site: cookies, both storages and IndexedDB databases. */
async function held(page: Page, context: BrowserContext): Promise<Held[]> {
  const cookies = (await context.cookies()).map((c) => ({ kind: 'Informasjonskapsel', name: c.name }));
  const inPage = await page.evaluate(async () => [
    ...Object.keys(localStorage).map((name) => ({ kind: 'localStorage', name })),
    ...Object.keys(sessionStorage).map((name) => ({ kind: 'sessionStorage', name })),
    ...(await indexedDB.databases()).map((db) => ({ kind: 'IndexedDB', name: db.name ?? '' })),
  ]);
  return [...cookies, ...inPage];
}

/** Watches one browser context: what it holds against the moments that have happened, and its Firebase requests. */
function watch(context: BrowserContext, hosts: Hosts) {
  const happened = new Set<Moment>();
  const firebaseRequests: string[] = [];
  const firebaseHosts = new Set([hosts.auth, hosts.firestore]);
  context.on('request', (r) => {
    if (firebaseHosts.has(new URL(r.url()).host)) firebaseRequests.push(r.url());
  });
  return {
    happened,
    firebaseRequests,
    /** Fails on anything held that the catalogue lacks or that came before its moment; returns the names held. */
    async check(page: Page, step: string): Promise<string[]> {
      const items = await held(page, context);
      for (const item of items) {
        const entry = COOKIE_CATALOGUE.find((e) => e.kind === item.kind && matchesEntry(e, item.name));
        expect(entry, `${step}: ${item.kind} «${item.name}» is not in the catalogue`).toBeDefined();
        expect(
          entry!.setWhen.some((m) => happened.has(m)),
          `${step}: «${item.name}» is held before ${entry!.setWhen.join(' / ')} (happened: ${[...happened].join(', ') || 'nothing'})`,
        ).toBe(true);
      }
      return items.map((i) => i.name);
    },
  };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Vi bruker informasjonskapsler' });
const attendance = (page: Page) => page.getByRole('region', { name: 'Kommer du?' });

/** Fills and sends the membership form (birth date as one field or as day/month/year). */
async function applyForMembership(page: Page) {
  await page.goto('/medlemskap');
  const form = page.getByRole('form', { name: 'Søk om medlemskap' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Send søknad' })).toBeEnabled({ timeout: 15_000 });
  await form.getByLabel('Fullt navn').fill('Kari Nordmann');
  if (await form.getByLabel('Dag', { exact: true }).count()) {
    await form.getByLabel('Dag', { exact: true }).fill('1');
    await form.getByLabel('Måned', { exact: true }).fill('2');
    await form.getByLabel('År', { exact: true }).fill('1980');
  } else {
    await form.getByLabel('Fødselsdato').fill('1980-02-01');
  }
  await form.getByLabel('Adresse').fill('Storgata 1');
  await form.getByLabel('Postnummer').fill('0155');
  await form.getByLabel('Poststed').fill('Oslo');
  await form.getByLabel('E-post').fill(`walk-${Date.now().toString(36)}@example.no`);
  await form.getByLabel('Telefon').fill('912 34 567');
  await form.getByLabel(/Jeg samtykker/).check();
  await form.getByRole('button', { name: 'Send søknad' }).click();
  await expect(page.getByText(/Søknaden er sendt/)).toBeVisible({ timeout: 15_000 });
}

async function changeChoice(page: Page, choice: 'Godta' | 'Avslå') {
  await page.locator('footer').getByRole('button', { name: 'Endre valg for informasjonskapsler' }).click();
  await banner(page).getByRole('button', { name: choice }).click();
  await expect(banner(page)).toBeHidden();
}

test('the browser holds only what the catalogue lists, from the moment it names; Firebase waits for the visitor', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const hosts = await emulatorHosts(request);
  const event = (await subjectsNow()).attendance.storageWalk.occurrenceId;
  const eventPage = `/program/${event}`;
  await clearAttendance(request, hosts, event);
  const visit = watch(context, hosts);

  // A first visit to an event page: the banner and the attendance part run, nothing is stored or asked of Firebase.
  await page.goto(eventPage);
  await expect(banner(page).getByRole('button', { name: 'Godta' })).toBeEnabled();
  await attendance(page).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(await visit.check(page, 'first visit')).toEqual([]);
  expect(visit.firebaseRequests, 'no Firebase request on a first visit').toEqual([]);
  await expect(attendance(page).getByText('Når du svarer, ser du også hvor mange som kommer.')).toBeVisible();

  // «Avslå»: the choice is the only thing stored, and Firebase still waits (also after a reload).
  await banner(page).getByRole('button', { name: 'Avslå' }).click();
  visit.happened.add('choice');
  expect((await visit.check(page, 'declined')).sort()).toEqual(['CookieConsent', 'cookie-consent-banner-dismissed']);
  await page.reload();
  await attendance(page).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(attendance(page).getByText('Når du svarer, ser du også hvor mange som kommer.')).toBeVisible();
  expect(visit.firebaseRequests, 'no Firebase request after «Avslå» before an answer').toEqual([]);

  // «Kommer» is the visitor asking for the feature: Firebase signs in and stores its session now.
  await attendance(page).getByRole('button', { name: 'Kommer', exact: true }).click();
  visit.happened.add('answer');
  await expect(attendance(page).getByText('1 kommer · 0 kanskje')).toBeVisible({ timeout: 15_000 });
  expect(visit.firebaseRequests.length).toBeGreaterThan(0);
  const afterAnswer = await visit.check(page, 'answered');
  expect(afterAnswer).toContain('firebaseLocalStorageDb');

  // Back later, still declined: the answer the visitor gave is shown (their own session is read).
  await page.reload();
  await attendance(page).scrollIntoViewIfNeeded();
  await expect(attendance(page).getByText('Ditt svar: Kommer.')).toBeVisible({ timeout: 15_000 });
  // Withdraw: focus stays in the part.
  await attendance(page).getByRole('button', { name: 'Trekk svaret' }).click();
  await expect(attendance(page).getByText('Svaret er trukket.')).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.closest('.attendance') !== null)).toBe(true);
  await visit.check(page, 'withdrawn');

  await applyForMembership(page);
  visit.happened.add('application');
  await visit.check(page, 'applied');

  // Changing the choice: «Godta» adds the random id, «Avslå» removes it again.
  await changeChoice(page, 'Godta');
  visit.happened.add('consent');
  expect(await visit.check(page, 'accepted')).toContain('UserIdRandomString');
  await changeChoice(page, 'Avslå');
  expect(await visit.check(page, 'declined again')).not.toContain('UserIdRandomString');

  // Another visitor accepts on the front page: the random id, but no Firebase until an event page.
  const other = await browser.newContext();
  const otherVisit = watch(other, hosts);
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await banner(otherPage).getByRole('button', { name: 'Godta' }).click();
  otherVisit.happened.add('choice').add('consent');
  await otherPage.waitForLoadState('networkidle');
  expect((await otherVisit.check(otherPage, 'accepted on the front page')).sort()).toEqual([
    'CookieConsent',
    'UserIdRandomString',
    'cookie-consent-banner-dismissed',
  ]);
  expect(otherVisit.firebaseRequests).toEqual([]);
  await otherPage.goto(eventPage);
  otherVisit.happened.add('eventPageAfterConsent');
  await attendance(otherPage).scrollIntoViewIfNeeded();
  // With consent the counts come at once, without a click.
  await expect(attendance(otherPage).getByText('0 kommer · 0 kanskje')).toBeVisible({ timeout: 15_000 });
  await otherVisit.check(otherPage, 'event page after «Godta»');
  await other.close();
});
