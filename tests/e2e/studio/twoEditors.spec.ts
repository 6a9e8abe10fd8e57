/**
 * Two volunteers in one document at once (docs/volunteer-guide.md, «To som redigerer samtidig»), in
 * the built Studio (studio/dist) against the Sanity API stand-in, each in a browser of their own: A
 * types into «Beskrivelse» letter by letter while B changes «Tittel». Each Studio merges the other's
 * patches as they come through the listener: none of A's letters is lost and B's title reaches A.
 * B publishes what both wrote; what A types after that is in a new draft.
 *
 * Not tested, as it is Sanity's own behaviour (the guide says so): a publish deletes the draft, and
 * a Studio that hears its draft deleted drops the letters it has not sent yet (@sanity/mutator's
 * BufferedDocument), so letters typed in the second before the publish can vanish.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';
import { readNdjson } from '../../../src/content/sources';
import { startSanityApiStandIn, type StandIn } from '../../../stand-ins/sanity/sanityApiStandIn';
import { STAND_IN_TOKEN } from '../../../stand-ins/sanity/project';
import { headlessShellLaunchOptions } from '../../../scripts/chromium.mjs';

const STUDIO_DIST = 'studio/dist';
const PROJECT_ID = 'demo0000';
const ID = 'legalPage-bruksvilkar';
const B_TITLE = 'Vilkår for bruk av nettsiden';
/** What A adds to the description, while B writes the title; the field allows 160 characters. */
const TYPED = ' Skrevet bokstav for bokstav mens den andre skrev.';
/** What A types after B published. */
const AFTER_PUBLISH = ' Og litt til.';
/** Letters A types before B starts on the title. */
const BEFORE_B = 10;
/** A's pace: about a volunteer's; the Studio sends a patch about once a second, so several go out. */
const KEY_DELAY_MS = 150;

test.skip(!existsSync(join(STUDIO_DIST, 'index.html')), 'Studioet er ikke bygget: kjør «npm run studio:build» først.');

let standIn: StandIn;
let studio: Server;
let browser: Browser;
let studioUrl = '';
const consoleErrors: string[] = [];

test.beforeAll(async () => {
  standIn = await startSanityApiStandIn(readNdjson(readFileSync('studio/dataset/production.ndjson', 'utf8')), {
    https: true,
    projectId: PROJECT_ID,
  });
  studio = createServer(sirv(STUDIO_DIST, { single: true, dev: true }));
  await new Promise<void>((ready) => studio.listen(0, '127.0.0.1', ready));
  studioUrl = `http://127.0.0.1:${(studio.address() as AddressInfo).port}/`;
  const api = `127.0.0.1:${standIn.httpsPort}`;
  browser = await chromium.launch({
    ...headlessShellLaunchOptions([
      `--host-resolver-rules=MAP api.sanity.io ${api}, MAP *.api.sanity.io ${api}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
    ]),
  });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const body = `Ubesvart av stand-in-API-et:\n${[...new Set(standIn.unanswered)].join('\n')}\n\nFeil i konsollen:\n${consoleErrors.join('\n')}`;
  await testInfo.attach('stand-in og konsoll', { body, contentType: 'text/plain' });
});

test.afterAll(async () => {
  await browser?.close();
  studio?.close();
  await standIn?.stop();
});

/** One volunteer's own browser (a context of its own: its own Studio, listener and document store). */
async function openAsVolunteer(): Promise<Page> {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    viewport: { width: 1366, height: 900 },
  });
  await context.addInitScript(([key, token]) => localStorage.setItem(key, JSON.stringify({ token })), [
    `__studio_auth_token_${PROJECT_ID}`,
    STAND_IN_TOKEN,
  ] as const);
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
  await page.goto(`${studioUrl}intent/edit/id=${ID};type=legalPage/`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByLabel('Tittel', { exact: true })).toBeVisible({ timeout: 300_000 });
  return page;
}

type LegalPage = { title?: string; description?: string } | null;

test('A types in one field while B changes another: no letter of A is lost, B’s change reaches A; B publishes both', async () => {
  test.setTimeout(600_000);
  const original = (standIn.store.get(ID) as LegalPage)?.description ?? '';
  expect((original + TYPED + AFTER_PUBLISH).length).toBeLessThanOrEqual(160);
  const [a, b] = await Promise.all([openAsVolunteer(), openAsVolunteer()]);
  const published = () => standIn.store.get(ID) as LegalPage;
  const draft = () => standIn.store.get(`drafts.${ID}`) as LegalPage;
  const typeSlowly = async (text: string, meanwhile?: { after: number; run: () => Promise<void> }) => {
    let other: Promise<void> | undefined;
    for (const [i, letter] of [...text].entries()) {
      if (i === meanwhile?.after) other = meanwhile.run();
      await a.keyboard.type(letter);
      await a.waitForTimeout(KEY_DELAY_MS);
    }
    await other;
  };

  await test.step('A types into «Beskrivelse» letter by letter; B writes a new «Tittel» meanwhile', async () => {
    await a.getByLabel('Beskrivelse', { exact: true }).focus();
    await a.keyboard.press('Control+End');
    let bSavedWhileATyped = false;
    await typeSlowly(TYPED, {
      after: BEFORE_B,
      run: async () => {
        await b.getByLabel('Tittel', { exact: true }).fill(B_TITLE);
        await expect.poll(() => draft()?.title, { timeout: 60_000 }).toBe(B_TITLE);
        // A's letters kept arriving while B's title was saved: the two were written at once.
        bSavedWhileATyped = (draft()?.description ?? '').length < (original + TYPED).length;
      },
    });
    expect(bSavedWhileATyped, 'B’s title was saved while A was still typing').toBe(true);
  });

  await test.step('every letter A typed is in the draft, with B’s title; each Studio shows both', async () => {
    await expect.poll(() => draft()?.description, { timeout: 60_000 }).toBe(original + TYPED);
    expect(draft()?.title).toBe(B_TITLE);
    await expect(a.getByLabel('Beskrivelse', { exact: true })).toHaveValue(original + TYPED);
    await expect(a.getByLabel('Tittel', { exact: true })).toHaveValue(B_TITLE, { timeout: 60_000 });
    await expect(b.getByLabel('Beskrivelse', { exact: true })).toHaveValue(original + TYPED, { timeout: 60_000 });
    await expect(b.getByLabel('Tittel', { exact: true })).toHaveValue(B_TITLE);
  });

  await test.step('B publishes what both wrote; what A types next is in a new draft on top of it', async () => {
    const publish = b.getByRole('button', { name: 'Publiser', exact: true });
    await expect(publish).toBeEnabled({ timeout: 60_000 });
    await publish.click();
    await expect.poll(() => published()?.description, { timeout: 60_000 }).toBe(original + TYPED);
    expect(published()?.title).toBe(B_TITLE);
    await expect.poll(() => draft(), { timeout: 60_000 }).toBeNull();
    // A types on once A's Studio has heard of the publish (its «Publiser» has nothing left to publish).
    await expect(a.getByRole('button', { name: 'Publiser', exact: true, disabled: false })).toHaveCount(0, { timeout: 60_000 });
    await a.getByLabel('Beskrivelse', { exact: true }).focus();
    await a.keyboard.press('Control+End');
    await typeSlowly(AFTER_PUBLISH);
    await expect.poll(() => draft()?.description, { timeout: 60_000 }).toBe(original + TYPED + AFTER_PUBLISH);
    expect(draft()?.title).toBe(B_TITLE);
    await expect(b.getByLabel('Beskrivelse', { exact: true })).toHaveValue(original + TYPED + AFTER_PUBLISH, { timeout: 60_000 });
  });
  await a.context().close();
  await b.context().close();
});
