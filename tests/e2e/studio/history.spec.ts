/**
 * Undo in the built Studio (studio/dist) against the Sanity API stand-in: a volunteer publishes a
 * page twice, opens «Historikk», picks the earlier version and restores it with «Gjenopprett»; the
 * restored version is the draft, and publishing it puts it back on the site's API.
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
const ID = 'legalPage-personvern';
const VERSIONS = ['Personvern, versjon 2', 'Personvern, versjon 3'];

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

async function openDocument(): Promise<Page> {
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
  return page;
}

async function publishTitle(page: Page, title: string) {
  const field = page.getByLabel('Tittel', { exact: true });
  await field.fill(title);
  await expect.poll(() => standIn.store.get(`drafts.${ID}`)?.title, { timeout: 60_000 }).toBe(title);
  await page.getByRole('button', { name: 'Publiser', exact: true }).click();
  await expect.poll(() => standIn.store.get(ID)?.title, { timeout: 60_000 }).toBe(title);
  await expect.poll(() => standIn.store.get(`drafts.${ID}`), { timeout: 60_000 }).toBeNull();
}

test('«Historikk» lists the versions and «Gjenopprett» brings the earlier one back', async () => {
  test.setTimeout(600_000);
  const page = await openDocument();
  await expect(page.getByLabel('Tittel', { exact: true })).toBeVisible({ timeout: 300_000 });

  await test.step('publish twice', async () => {
    for (const title of VERSIONS) await publishTitle(page, title);
  });

  await test.step('«Historikk» shows the versions, without an error', async () => {
    await page.goto(`${page.url().replace(/\/$/, '')},inspect=sanity%2Fstructure%2Fhistory`, { waitUntil: 'domcontentloaded' });
    const list = page.getByRole('listbox', { name: 'Dokumentrevisjoner' }).or(page.getByLabel('Dokumentrevisjoner'));
    await expect(list.first()).toBeVisible({ timeout: 300_000 });
    await expect(page.getByText('En feil oppstod under henting av dokumentendringer.')).toHaveCount(0);
    await expect(list.first().getByText('Publisert')).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath('historikk.png') });
  });

  await test.step('pick the earlier version and restore it', async () => {
    const list = page.getByRole('listbox', { name: 'Dokumentrevisjoner' }).or(page.getByLabel('Dokumentrevisjoner')).first();
    await list.getByText('Publisert').nth(1).click();
    await expect(page.getByLabel('Tittel', { exact: true })).toHaveValue(VERSIONS[0], { timeout: 60_000 });
    await page.getByRole('button', { name: 'Gjenopprett', exact: true }).click();
    // Sanity asks in a popover, not a dialog, and its confirm button falls back to «Bekreft».
    await expect(page.getByText('Er du sikker på at du vil gjenopprette til valgte versjon?')).toBeVisible();
    await page.getByRole('button', { name: 'Bekreft', exact: true }).click();
    await expect.poll(() => standIn.store.get(`drafts.${ID}`)?.title, { timeout: 60_000 }).toBe(VERSIONS[0]);
    await expect(page.getByLabel('Tittel', { exact: true })).toHaveValue(VERSIONS[0]);
  });

  await test.step('publish the restored version', async () => {
    await page.getByRole('button', { name: 'Publiser', exact: true }).click();
    await expect.poll(() => standIn.store.get(ID)?.title, { timeout: 60_000 }).toBe(VERSIONS[0]);
  });
  await page.context().close();
});
