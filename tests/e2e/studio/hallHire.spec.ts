/**
 * Hall hire from end to end, in Chromium against the real Auth and Firestore emulators: a visitor
 * sends a request on /utleie and gets its reference; a volunteer (an Auth user with the claim) signs
 * in to the built Studio's «Utleie» tool, finds the request as it was sent and approves it; the same
 * built page then shows the time as «Opptatt», a second visitor asking for an overlapping time is
 * stopped at the field with the time named, and once the volunteer cancels, the time is «Ledig» again.
 *
 * It lives with the Studio specs (it needs studio/dist and the Sanity API stand-in the Studio loads
 * from) and starts its own emulators and site server. The built Studio finds the emulators at
 * firebase.json's ports; its page routes those to the ports this file's emulators took.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import firebaseJson from '../../../firebase.json' with { type: 'json' };
import { groqJsFetcher, loadBundledDataset } from '../../../src/content/sources';
import { getHallHire } from '../../../src/content/hallHire';
import { startSiteServer } from '../../../scripts/serve.mjs';
import { startTestEmulators, type EmulatorHostMap } from '../../support/emulators';
import type { RunningEmulators } from '../../../scripts/emulators/index.mjs';
import { DEMO_PROJECT_ID } from '../../../model/firebase';
import { HIRE_COLLECTIONS, REFERENCE_PATTERN, VOLUNTEER_CLAIM } from '../../../model/hallHire';
import { osloDateKey } from '../../../model/osloTime';
import { paths } from '../../../model/routes';
import { addDays } from '../../../src/features/hall-hire/hireRequest';
import { formatDayShort, formatMonth } from '../../../src/features/hall-hire/monthDays';
import { useStudioHarness } from './studioHarness';

const OWNER = { authorization: 'Bearer owner' };

test.describe.configure({ mode: 'serial' });
const hire = (await getHallHire(groqJsFetcher(loadBundledDataset())))!;
// A room the programme's meetings do not use, a day the notice allows: nothing else holds that time.
const room = hire.rooms.find((r) => !r.usedByMeetings) ?? hire.rooms[0];
const date = addDays(osloDateKey(new Date()), hire.terms.noticeDays + 5);
const SENT = {
  from: '10:00',
  to: '12:00',
  kind: 'Bursdag',
  guests: String(Math.min(20, room.seats)),
  name: 'Kari Nordmann',
  phone: '912 34 567',
  email: `kari-${Date.now().toString(36)}@example.no`,
  message: 'Vi tar med egen kake og rydder etter oss.',
};
const VOLUNTEER = { email: 'frivillig@example.no', password: 'utleie-passord-1' };

let emulators: RunningEmulators;
let hosts: EmulatorHostMap;
let site: Server;
let siteUrl = '';
const harness = useStudioHarness({
  requires: ['dist/utleie/index.html'],
  skipReason: 'Bygg Studioet og nettstedet først: «npm run studio:build» og «npm run build».',
  startTimeout: 180_000,
  startAlso: async () => {
    emulators = await startTestEmulators(['auth', 'firestore']);
    hosts = emulators.hosts;
    site = await startSiteServer({ port: 0, emulatorHostsJson: JSON.stringify(hosts) });
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  },
  stopAlso: async () => {
    site?.closeAllConnections();
    site?.close();
    await emulators?.stop();
  },
});

/** A visitor of the public site: a context of its own, so a new anonymous user. */
async function visitor(): Promise<Page> {
  const context = await harness.browser.newContext({
    baseURL: siteUrl,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    viewport: { width: 390, height: 844 },
  });
  await context.addCookies([{ name: 'cookie-consent-banner-dismissed', value: 'true', url: siteUrl }]);
  const page = await context.newPage();
  harness.collectConsoleErrors(page, (message) => `nettsted: ${message.text()}`);
  return page;
}

/** /utleie's request form, once its island runs (the send button comes with it). */
async function openForm(page: Page): Promise<Locator> {
  await page.goto(paths.hallHire);
  const form = page.getByRole('form', { name: 'Send en forespørsel' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Send forespørsel' })).toBeEnabled({ timeout: 30_000 });
  return form;
}

async function fillForm(form: Locator, time: { from: string; to: string }) {
  await form.getByLabel('Rom', { exact: true }).selectOption(room.slug);
  await form.getByLabel('Dato', { exact: true }).fill(date);
  await form.getByLabel('Fra kl.', { exact: true }).fill(time.from);
  await form.getByLabel('Til kl.', { exact: true }).fill(time.to);
  await form.getByLabel('Hva skal dere ha?').fill(SENT.kind);
  await form.getByLabel('Antall gjester').fill(SENT.guests);
  await form.getByLabel('Navn', { exact: true }).fill(SENT.name);
  await form.getByLabel('Telefon').fill(SENT.phone);
  await form.getByLabel('E-post').fill(SENT.email);
  await form.getByLabel('Melding (valgfritt)').fill(SENT.message);
  await form.getByLabel(/Jeg samtykker/).check();
}

/**
 * The request's day in /utleie's list of what is free, once the island has read the approved
 * bookings of that room and month (it opens on the build's month: «Neste måned» until the day's).
 */
async function dayOnThePage(page: Page): Promise<Locator> {
  await page.goto(paths.hallHire);
  const availability = page.locator('.availability');
  await availability.scrollIntoViewIfNeeded();
  await expect(availability).toHaveAttribute('data-ready', '');
  await availability.locator('select').selectOption(room.slug);
  const heading = availability.getByRole('heading', { name: `${room.name}, ${formatMonth(date.slice(0, 7))}` });
  const shownMonth = availability.getByRole('heading', { name: new RegExp(`^${room.name}, `) });
  // The list shows the room chosen before anything is compared: else the first look sees the other room's month.
  await expect(shownMonth).toBeVisible();
  for (let clicks = 0; clicks < 13 && !(await heading.isVisible()); clicks++) {
    // One month at a time: the next click only once the list shows the month after, or it skips past.
    const before = (await shownMonth.textContent()) ?? '';
    await availability.getByRole('button', { name: 'Neste måned' }).click();
    await expect(shownMonth).not.toHaveText(before);
  }
  await expect(heading).toBeVisible();
  await expect(availability).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  return availability.locator('li').filter({ has: page.locator('.day').getByText(formatDayShort(date), { exact: true }) });
}

/** The hire requests stored, read past the rules as the owner. */
async function storedRequests(): Promise<{ name: string }[]> {
  const res = await fetch(
    `http://${hosts.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents/${HIRE_COLLECTIONS.requests}`,
    { headers: OWNER },
  );
  expect(res.ok).toBe(true);
  return ((await res.json()) as { documents?: { name: string }[] }).documents ?? [];
}

/** A volunteer's account on the Auth emulator with the claim, as `npm run hire:volunteer -- add` gives it. */
async function createVolunteer() {
  const base = `http://${hosts.auth}/identitytoolkit.googleapis.com/v1`;
  const signUp = await fetch(`${base}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...VOLUNTEER, returnSecureToken: true }),
  });
  expect(signUp.ok, await signUp.clone().text()).toBe(true);
  const { localId } = (await signUp.json()) as { localId: string };
  const claim = await fetch(`${base}/projects/${DEMO_PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { ...OWNER, 'content-type': 'application/json' },
    body: JSON.stringify({ localId, customAttributes: JSON.stringify({ [VOLUNTEER_CLAIM]: true }) }),
  });
  expect(claim.ok, await claim.clone().text()).toBe(true);
}

/** The Studio's Firebase calls, sent to this file's emulators instead of firebase.json's ports. */
async function sendFirebaseToTheseEmulators(context: BrowserContext): Promise<void> {
  const { auth, firestore } = firebaseJson.emulators;
  const moved = new Map([
    [`${auth.host}:${auth.port}`, hosts.auth!],
    [`${firestore.host}:${firestore.port}`, hosts.firestore!],
  ]);
  await context.route(
    (url) => url.protocol === 'http:' && moved.has(url.host),
    (route) => {
      const url = new URL(route.request().url());
      url.host = moved.get(url.host)!;
      return route.continue({ url: url.href });
    },
  );
}

test('a request sent on /utleie, approved in the Studio, holds the time; cancelled, the time is free again', async () => {
  test.setTimeout(420_000);
  const first = await visitor();

  let reference = '';
  await test.step('a visitor sends a request and sees its reference', async () => {
    const before = await dayOnThePage(first);
    await expect(before).toContainText('Ledig');
    const form = await openForm(first);
    await fillForm(form, SENT);
    await form.getByRole('button', { name: 'Send forespørsel' }).click();
    const sent = first.locator('.hire-sent');
    await expect(sent.getByRole('heading', { name: 'Takk! Forespørselen er sendt' })).toBeVisible({ timeout: 30_000 });
    reference = (await sent.locator('.hire-reference').textContent())!.trim();
    expect(reference).toMatch(new RegExp(`^${REFERENCE_PATTERN}$`));
    await expect(sent).toContainText(SENT.email);
    expect(await storedRequests()).toHaveLength(1);
  });

  await createVolunteer();
  const studioPage = await harness.studioPage({ label: (message) => `Studio: ${message.text()}`, prepare: sendFirebaseToTheseEmulators });

  await test.step('the volunteer signs in to «Utleie», finds the request as sent and approves it', async () => {
    await studioPage.goto(`${harness.studioUrl}utleie`, { waitUntil: 'domcontentloaded' });
    const signIn = studioPage.getByTestId('hire-sign-in');
    await expect(signIn).toBeVisible({ timeout: 300_000 });
    await signIn.getByLabel('E-post').fill(VOLUNTEER.email);
    await signIn.getByLabel('Passord').fill(VOLUNTEER.password);
    await signIn.getByRole('button', { name: 'Logg inn' }).click();
    await expect(studioPage.getByRole('tab', { name: 'Nye (1)' })).toBeVisible({ timeout: 60_000 });
    const row = studioPage.getByTestId('hire-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${room.name}: ${SENT.kind}`);
    await row.click();
    const detail = studioPage.getByTestId('hire-detail');
    await expect(detail.getByRole('heading')).toContainText(`${room.name}, `);
    await expect(detail.getByRole('heading')).toContainText('kl. 10.00–12.00');
    for (const text of [`${SENT.kind}, ${SENT.guests} gjester`, SENT.name, SENT.phone, SENT.email, SENT.message, reference])
      await expect(detail.getByText(text, { exact: true })).toBeVisible();
    // For reading as a volunteer would: the request open in the tool, on a desktop and on a phone.
    await studioPage.screenshot({ path: test.info().outputPath('utleie-1366.png') });
    await studioPage.setViewportSize({ width: 390, height: 844 });
    await studioPage.screenshot({ path: test.info().outputPath('utleie-390.png'), fullPage: true });
    await studioPage.setViewportSize({ width: 1366, height: 900 });
    await detail.getByRole('button', { name: 'Godkjenn' }).click();
    await expect(detail.getByText('Godkjent: tiden er satt av, og leietakeren får e-post.')).toBeVisible({ timeout: 30_000 });
    await expect(studioPage.getByRole('tab', { name: 'Godkjente (1)' })).toBeVisible();
  });

  await test.step('/utleie, the same build, shows the time as «Opptatt»', async () => {
    const day = await dayOnThePage(first);
    await expect(day).toContainText('Opptatt');
    await expect(day).toContainText('10.00–12.00 (utleid)');
  });

  await test.step('a second visitor asking for an overlapping time is stopped at «Fra kl.», with the time named', async () => {
    const second = await visitor();
    const form = await openForm(second);
    await fillForm(form, { from: '11:00', to: '13:00' });
    await form.getByRole('button', { name: 'Send forespørsel' }).click();
    const from = form.getByLabel('Fra kl.', { exact: true });
    await expect(from).toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 });
    await expect(from).toHaveAccessibleDescription('Rommet er allerede leid ut kl. 10.00–12.00 den dagen. Velg en annen tid.');
    await expect(second.locator('.hire-sent')).toHaveCount(0);
    expect(await storedRequests()).toHaveLength(1);
    await second.context().close();
  });

  await test.step('the volunteer cancels the booking in «Godkjente»', async () => {
    await studioPage.getByRole('tab', { name: 'Godkjente (1)' }).click();
    await studioPage.getByTestId('hire-row').click();
    const detail = studioPage.getByTestId('hire-detail');
    await detail.getByRole('button', { name: 'Avlys' }).click();
    await detail.getByRole('button', { name: 'Ja, avlys' }).click();
    await expect(detail.getByText('Avlyst: tiden er ledig igjen, og leietakeren får e-post.')).toBeVisible({ timeout: 30_000 });
    await expect(studioPage.getByRole('tab', { name: 'Avlyste (1)' })).toBeVisible();
  });

  await test.step('/utleie shows the time «Ledig» again', async () => {
    const day = await dayOnThePage(first);
    await expect(day).toContainText('Ledig');
    await expect(day).not.toContainText('Opptatt');
  });
  await studioPage.context().close();
  await first.context().close();
});
