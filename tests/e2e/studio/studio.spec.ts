/**
 * The built Studio (studio/dist, `npm run studio:build`) in Chromium, offline, against the stand-in
 * of the Sanity API seeded from the bundled dataset: a volunteer sees the Norwegian structure, opens
 * an event from «Kommende», renames it, cancels one date with «Avlys en dato» and publishes; then the
 * site is built from the stand-in through @sanity/client and shows the new title and the cancelled
 * date on /program and in /kalender.ics. Along the way it takes the volunteer guide's screenshots
 * (set STUDIO_SCREENSHOTS_DIR=docs/images to refresh them).
 *
 * Chromium keeps the Studio's real API hosts (https://demo0000.api.sanity.io, https://api.sanity.io)
 * and resolves them to the stand-in; every other host fails to resolve.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sirv from 'sirv';
import { readNdjson } from '../../../src/content/sources';
import { startSanityApiStandIn, type StandIn } from '../../support/sanityApiStandIn';
import { STAND_IN_TOKEN } from '../../support/sanityStandIn/project';

const STUDIO_DIST = 'studio/dist';
const PROJECT_ID = 'demo0000';
const NEW_TITLE = 'Bønnemøte i kapellet';
const REASON = 'Avlyst på grunn av dugnad';

test.describe.configure({ mode: 'serial' });
test.skip(!existsSync(join(STUDIO_DIST, 'index.html')), 'Studioet er ikke bygget: kjør «npm run studio:build» først.');

let standIn: StandIn;
let studio: Server;
let browser: Browser;
const consoleErrors: string[] = [];
let lastPage: Page | undefined;

test.beforeAll(async () => {
  standIn = await startSanityApiStandIn(readNdjson(readFileSync('studio/dataset/production.ndjson', 'utf8')), {
    https: true,
    projectId: PROJECT_ID,
  });
  studio = createServer(sirv(STUDIO_DIST, { single: true, dev: true }));
  await new Promise<void>((ready) => studio.listen(0, '127.0.0.1', ready));
  const api = `127.0.0.1:${standIn.httpsPort}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--host-resolver-rules=MAP api.sanity.io ${api}, MAP *.api.sanity.io ${api}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
    ],
  });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const body = `Ubesvart av stand-in-API-et:\n${[...new Set(standIn.unanswered)].join('\n')}\n\nFeil i Studioets konsoll:\n${consoleErrors.join('\n')}`;
  await testInfo.attach('stand-in og konsoll', { body, contentType: 'text/plain' });
  writeFileSync(testInfo.outputPath('stand-in-og-konsoll.txt'), body);
  if (lastPage && !lastPage.isClosed())
    await testInfo.attach('skjermbilde', { path: await screenshot(lastPage, testInfo.outputPath('feil.png')) });
});

async function screenshot(page: Page, path: string) {
  await page.screenshot({ path });
  return path;
}

/** The guide's pictures: small PNGs at 1280×800, into STUDIO_SCREENSHOTS_DIR when set. */
async function guideShot(page: Page, name: string) {
  const dir = process.env.STUDIO_SCREENSHOTS_DIR;
  await page.screenshot({ path: dir ? join(dir, name) : test.info().outputPath(name) });
}

/** The <li> of /program that links to an occurrence's page. */
function programmeItem(html: string, occurrenceId: string): string | undefined {
  return html.split('<li').find((item) => item.includes(`href="/program/${occurrenceId}"`));
}

/** The VEVENT of an occurrence in an iCalendar feed (lines unfolded, RFC 5545 section 3.1). */
function calendarEvent(ics: string, occurrenceId: string): string | undefined {
  return ics
    .replace(/\r?\n[ \t]/g, '')
    .split('BEGIN:VEVENT')
    .find((event) => event.includes(`UID:${occurrenceId}@`));
}

test.afterAll(async () => {
  await browser?.close();
  studio?.close();
  await standIn?.stop();
});

test('a volunteer renames an event, cancels one date and publishes; the site built from the API shows both', async () => {
  test.setTimeout(300_000);
  const context = await browser.newContext({
    ignoreHTTPSErrors: true, // the stand-in's certificate is self-signed
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    viewport: { width: 1280, height: 800 },
  });
  // Token login, as after «sanity login»: the Studio reads it from localStorage and shows no login page.
  await context.addInitScript(([key, token]) => localStorage.setItem(key, JSON.stringify({ token })), [
    `__studio_auth_token_${PROJECT_ID}`,
    STAND_IN_TOKEN,
  ] as const);
  const page = await context.newPage();
  lastPage = page;
  // Shown when the test fails: which requests the stand-in could not answer, and what the Studio logged.
  page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
  const studioUrl = `http://127.0.0.1:${(studio.address() as AddressInfo).port}/`;

  await test.step('the Norwegian structure', async () => {
    await page.goto(studioUrl, { waitUntil: 'domcontentloaded' });
    for (const item of ['Innstillinger for nettstedet', 'Bedehuset', 'Medlemskap', 'Arrangement']) {
      await expect(page.getByText(item, { exact: true }).first()).toBeVisible({ timeout: 120_000 });
    }
    // Tool names in Norwegian; the tools volunteers do not use are not there.
    for (const english of ['Structure', 'Releases']) await expect(page.getByText(english, { exact: true })).toHaveCount(0);
  });

  await test.step('«Kommende» lists events with Norwegian date, time and place', async () => {
    await page.getByText('Arrangement', { exact: true }).first().click();
    for (const list of ['Kommende', 'Tidligere', 'Per kategori']) await expect(page.getByText(list, { exact: true }).first()).toBeVisible();
    await page.getByText('Kommende', { exact: true }).first().click();
    // The series' next meeting, in Oslo time, and its room.
    await expect(
      page.getByText(/^(avlyst )?\p{L}+dag \d{1,2}\. \p{L}+( \d{4})? kl\. 19\.30 · Bønnerommet, 2\. etasje \(hver uke\)$/u).first(),
    ).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Høstbasar', { exact: true })).toHaveCount(0); // ended: under «Tidligere»
    await guideShot(page, 'studio-list.png');
  });

  await test.step('open an event and rename it', async () => {
    await page.getByText('Bønnemøte', { exact: true }).first().click();
    const title = page.getByLabel('Tittel', { exact: true });
    await expect(title).toHaveValue('Bønnemøte', { timeout: 90_000 });
    await title.fill(NEW_TITLE);
    await expect.poll(() => standIn.store.get('drafts.event-bonnemote')?.title, { timeout: 60_000 }).toBe(NEW_TITLE);
    await guideShot(page, 'studio-event-form.png');
  });

  let cancelledDate = '';
  await test.step('«Avlys en dato»: pick a date of the series and give a reason', async () => {
    await page.getByRole('button', { name: 'Åpne dokumenthandlinger' }).click();
    await page.getByRole('menuitem', { name: 'Avlys en dato' }).click();
    const dates = page.getByLabel('Dato som avlyses');
    // The second coming meeting: the first may end while the test runs.
    cancelledDate = (await dates.locator('option').nth(1).getAttribute('value')) ?? '';
    expect(cancelledDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await dates.selectOption(cancelledDate);
    await page.getByRole('button', { name: 'Avlys datoen' }).click();
    await expect(page.getByText(/^Skriv en kort begrunnelse/)).toBeVisible(); // a reason is required
    await page.getByLabel('Begrunnelse (vises for besøkende)').fill(REASON);
    await guideShot(page, 'studio-cancel-date.png');
    await page.getByRole('button', { name: 'Avlys datoen' }).click();
    await expect
      .poll(
        () =>
          (
            standIn.store.get('drafts.event-bonnemote') as { recurrence?: { cancellations?: { date: string; reason: string }[] } } | null
          )?.recurrence?.cancellations?.find((c) => c.date === cancelledDate)?.reason,
        { timeout: 60_000 },
      )
      .toBe(REASON);
  });

  await test.step('publish', async () => {
    await page.getByRole('button', { name: 'Publiser', exact: true }).click();
    await expect.poll(() => standIn.store.get('event-bonnemote')?.title, { timeout: 60_000 }).toBe(NEW_TITLE);
    expect(standIn.store.get('drafts.event-bonnemote')).toBeNull();
  });
  await context.close();

  await test.step('the site built from the API shows the new title', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'studio-site-'));
    try {
      // Built as of now, like the Studio offered the dates: a pinned SITE_NOW may lie far from today.
      await promisify(execFile)('npx', ['astro', 'build', '--outDir', outDir], {
        env: {
          ...process.env,
          SITE_NOW: new Date().toISOString(),
          SANITY_PROJECT_ID: PROJECT_ID,
          SANITY_API_HOST: standIn.apiHost,
          ASTRO_TELEMETRY_DISABLED: '1',
        },
        maxBuffer: 32 * 1024 * 1024,
      });
      expect(standIn.requests.some((path) => path.startsWith('/v2025-02-19/data/query/production'))).toBe(true);
      const occurrenceId = `bonnemote-${cancelledDate}`;
      const item = programmeItem(readFileSync(join(outDir, 'program/index.html'), 'utf8'), occurrenceId);
      expect(item, `/program lists ${occurrenceId}`).toBeDefined();
      expect(item).toContain(NEW_TITLE);
      expect(item).toMatch(/class="badge-cancelled"[^>]*>Avlyst</);
      const event = calendarEvent(readFileSync(join(outDir, 'kalender.ics'), 'utf8'), occurrenceId);
      expect(event, `/kalender.ics has ${occurrenceId}`).toBeDefined();
      expect(event).toContain('STATUS:CANCELLED');
      expect(event).toContain(`SUMMARY:Avlyst: ${NEW_TITLE}`);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
