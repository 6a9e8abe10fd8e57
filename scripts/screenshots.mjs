#!/usr/bin/env node
/**
 * Screenshots of every kind of page for review: phones (320 and 390 px) and desktop (1366 px), light and
 * dark, full page, into screenshots/ (git-ignored). Serves the built site with the emulators
 * (scripts/e2e-server.mjs) on a free port; build first (npm run build).
 *
 * Usage: npm run screenshots [-- --only home,kart]
 * Event, cancelled event, calendar and month pages are found in the build, so the list never goes stale.
 */
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const OUT = resolve(process.cwd(), 'screenshots');
const WIDTHS = [
  { name: 'mobil-320', viewport: { width: 320, height: 700 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  { name: 'mobil-390', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  { name: 'desktop-1366', viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 },
];
const SCHEMES = /** @type {const} */ (['light', 'dark']);
const { values: options } = parseArgs({ options: { only: { type: 'string' } } });
const only = options.only ? new Set(options.only.split(',')) : null;

if (!existsSync(resolve(process.cwd(), 'dist/index.html'))) {
  console.error('Fant ikke dist/index.html. Bygg nettstedet først: npm run build');
  process.exit(1);
}

const port = await new Promise((done) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = /** @type {import('node:net').AddressInfo} */ (probe.address());
    probe.close(() => done(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['scripts/e2e-server.mjs', '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((ready, fail) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('[e2e]') && ready(undefined));
  server.on('exit', (code) => fail(new Error(`e2e-server stopped (${code})`)));
});

const browser = await chromium.launch(chromiumLaunchOptions());

try {
  const pages = await pageList();
  let count = 0;
  for (const width of WIDTHS) {
    for (const colorScheme of SCHEMES) {
      const dir = resolve(OUT, `${width.name}-${colorScheme}`);
      mkdirSync(dir, { recursive: true });
      const { name: _, ...device } = width;
      const context = await browser.newContext({ ...device, colorScheme, locale: 'nb-NO', timezoneId: 'Europe/Oslo', baseURL: base });
      const page = await context.newPage();
      for (const entry of pages) {
        if (only && !only.has(entry.name)) continue;
        await page.goto(entry.path);
        // The demo keeps live connections open, so network quiet is hoped for, not required.
        await page.waitForLoadState('networkidle', { timeout: 4000 }).catch(() => {});
        await page.evaluate(() => document.fonts.ready);
        if (entry.act) await entry.act(page);
        await page.screenshot({ path: resolve(dir, `${entry.name}.png`), fullPage: true });
        count++;
        // The first page shows the cookie banner as a first visit does; after that it is declined.
        const decline = page.getByRole('button', { name: 'Avslå' });
        if (await decline.isVisible().catch(() => false)) await decline.click();
      }
      await context.close();
    }
  }
  console.log(`${count} skjermbilder i ${OUT}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

/** Every kind of page; event, cancelled event, calendar and month pages taken from the build. */
async function pageList() {
  const sitemap = await (await fetch(`${base}/sitemap-0.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map((m) => new URL(m[0].slice(5, -6)).pathname);
  const first = (/** @type {RegExp} */ pattern) => paths.find((path) => pattern.test(path));
  const programme = await (await fetch(`${base}/program`)).text();
  // The card's title link, in its heading element, then the «Avlyst» badge.
  const cancelled = /href="(\/program\/[^"]+)"[^>]*>[^<]*<\/a>(?:<\/\w+>)?\s*<strong class="badge-cancelled"/.exec(programme)?.[1];
  const months = paths.filter((path) => /^\/program\/maned\/\d{4}-\d{2}$/.test(path));
  const demoRoutes = readDemoRoutes();
  /** @type {{name: string, path: string | undefined, act?: (page: import('@playwright/test').Page) => Promise<void>}[]} */
  const list = [
    { name: 'home', path: '/' },
    { name: 'program', path: '/program' },
    { name: 'event', path: first(/^\/program\/bonnemote-\d{4}-\d{2}-\d{2}$/) ?? first(/^\/program\/[^/]+-\d{4}-\d{2}-\d{2}$/) },
    { name: 'event-avlyst', path: cancelled },
    { name: 'maned', path: first(/^\/program\/maned\//) },
    // The print sheet of a full month (the first is cut short by the build's date).
    { name: 'maned-utskrift', path: months.length ? `${months[Math.min(1, months.length - 1)]}/utskrift` : undefined },
    { name: 'kategori', path: first(/^\/program\/kategori\//) },
    { name: 'arkiv', path: '/program/arkiv' },
    { name: 'kalenderside', path: first(/^\/calendar\//) },
    { name: 'legg-til-kalender', path: '/legg-til-kalender' },
    { name: 'kart', path: '/kart' },
    { name: 'om-oss', path: '/om-oss' },
    { name: 'aktiviteter', path: '/aktiviteter' },
    { name: 'givertjeneste', path: '/givertjeneste' },
    { name: 'medlemskap', path: '/medlemskap' },
    { name: 'utleie', path: existsSync(resolve(process.cwd(), 'dist/utleie/index.html')) ? '/utleie' : undefined },
    {
      name: 'medlemskap-feil',
      path: '/medlemskap',
      act: async (page) => {
        await (await openForm(page)).click();
        await page.locator('.error-summary:focus').waitFor();
      },
    },
    { name: 'medlemskap-sendt', path: '/medlemskap', act: sendApplication },
    ...paths.filter((path) => path.startsWith('/juridisk/')).map((path) => ({ name: path.slice(1).replace('/', '-'), path })),
    { name: '404', path: '/finnes-ikke' },
    ...demoRoutes.map((path) => ({
      name: `vuefire${path === '/vuefire' ? '' : path.slice('/vuefire'.length).replaceAll('/', '-')}`,
      path,
    })),
  ];
  return list.flatMap(({ path, ...entry }) => {
    if (path) return [{ ...entry, path }];
    console.warn(`(ingen side funnet for ${entry.name})`);
    return [];
  });
}

/**
 * The membership form's island starts when the form scrolls into view; gives its send button once enabled.
 * @param {import('@playwright/test').Page} page
 */
async function openForm(page) {
  const form = page.getByRole('form', { name: 'Søk om medlemskap' });
  // The button comes with the island; the form itself is there from the start.
  await form.scrollIntoViewIfNeeded();
  const send = form.getByRole('button', { name: 'Send søknad' });
  await page.waitForFunction(() => document.querySelector('main form button[type="submit"]:enabled') !== null, undefined, {
    timeout: 30_000,
  });
  return send;
}

/**
 * A complete application, sent to the Firestore emulator the server started; waits for the thank-you
 * panel, which takes focus. A fresh e-mail address each time, so runs never collide.
 * @param {import('@playwright/test').Page} page
 */
async function sendApplication(page) {
  const send = await openForm(page);
  const form = page.getByRole('form', { name: 'Søk om medlemskap' });
  const fields = {
    'Fullt navn': 'Kari Nordmann',
    Dag: '14',
    Måned: '3',
    År: '1980',
    Adresse: 'Storgata 1',
    Postnummer: '0155',
    Poststed: 'Oslo',
    'E-post': `skjermbilde-${Date.now().toString(36)}@example.no`,
    Telefon: '912 34 567',
    'Melding (valgfritt)': 'Gleder meg!',
  };
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel(/Jeg samtykker/).check();
  await send.click();
  await page.getByRole('heading', { name: /Takk!/ }).waitFor({ timeout: 30_000 });
}

/** The demo's screens: one built HTML file per route of its table (src/demo/routes.ts). */
function readDemoRoutes() {
  const dist = resolve(process.cwd(), 'dist');
  return readdirSync(resolve(dist, 'vuefire'), { recursive: true })
    .map(String)
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => `/vuefire${file === 'index.html' ? '' : `/${file.slice(0, -'/index.html'.length)}`}`)
    .sort();
}
