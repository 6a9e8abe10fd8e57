/**
 * Page weight as a browser loads it (scripts/pageWeight/measure.mjs): the JS (gzip as served, plus
 * inline scripts) on one page of each kind, for a first visit and for returning visitors who chose
 * «Godta» or «Avslå», on load and after scrolling to the bottom, against the budgets
 * (scripts/pageWeight/budgets.mjs; tests/e2e/page-weight.spec.ts holds them, with the emulators).
 * Against the built site (dist/) without the emulators: the code is fetched whether or not Firebase
 * answers, and the emulators take minutes to start on a busy machine.
 * Run alone: npm run bench -- page-weight
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { freePort, waitForHttp } from '../emulators/ports.mjs';
import { EVENT_PAGE_ACCEPTED_JS_BUDGET, TEXT_PAGE_JS_BUDGET, hasIslands, isEventPage } from '../pageWeight/budgets.mjs';
import { measurePage, VISITS } from '../pageWeight/measure.mjs';
import { CONSENT_COOKIE, DISMISSED_COOKIE } from '../../src/features/consent/consentState.ts';

const PAGES = [
  '/',
  '/program',
  '/program/maned',
  '/aktiviteter',
  '/kart',
  '/om-oss',
  '/givertjeneste',
  '/legg-til-kalender',
  '/juridisk/informasjonskapsler',
  '/medlemskap',
];
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)}`;

/** The first built page under `dir` (a month of the programme, an event with the attendance part). */
function firstPage(/** @type {string} */ dist, /** @type {string} */ dir, /** @type {(path: string, html: string) => boolean} */ accept) {
  for (const name of readdirSync(join(dist, dir)).sort()) {
    const file = join(dist, dir, name, 'index.html');
    if (existsSync(file) && accept(`/${dir}/${name}`, readFileSync(file, 'utf8'))) return `/${dir}/${name}`;
  }
  return null;
}

/** @param {import('../bench.mjs').BenchContext} context */
export default async function run({ root }) {
  const dist = resolve(root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.log('dist/ mangler: kjør npm run build først.');
    return;
  }
  const month = firstPage(dist, 'program/maned', () => true);
  const event = firstPage(dist, 'program', (path, html) => isEventPage(path) && html.includes('Kommer du?'));
  const pages = [...PAGES.map((p) => (p === '/program/maned' ? month : p)), event].filter((p) => p !== null);
  const port = await freePort();
  const server = spawn(process.execPath, [resolve(root, 'scripts/serve.mjs'), '--port', String(port)], { cwd: root, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/`, { timeoutMs: 60_000 });
    const browser = await chromium.launch(chromiumLaunchOptions());
    console.log(
      `JS i kB (gzip slik serveren sender det, pluss inline), lastet / etter rulling. Belastning ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}.`,
    );
    console.log(
      `Budsjett: tekstsider ≤ ${kb(TEXT_PAGE_JS_BUDGET)} kB for alle; arrangementsside etter «Godta» ≤ ${kb(EVENT_PAGE_ACCEPTED_JS_BUDGET)} kB etter rulling, uten Firebase-SDK.`,
    );
    console.log(`side | ${VISITS.map((v) => `${{ first: 'første besøk', accepted: 'Godta', declined: 'Avslå' }[v]}`).join(' | ')} | mål`);
    for (const path of pages) {
      const cells = [];
      let ok = true;
      for (const visit of VISITS) {
        const { loaded, scrolled } = await measurePage(browser, `${base}${path}`, visit, {
          cookies: { consent: CONSENT_COOKIE, dismissed: DISMISSED_COOKIE },
        });
        cells.push(
          `${kb(loaded.bytes)} / ${kb(scrolled.bytes)}${scrolled.auth ? ' (Auth)' : ''}${scrolled.firestore ? ' (Firestore)' : ''}`,
        );
        if (!hasIslands(path)) ok &&= scrolled.bytes <= TEXT_PAGE_JS_BUDGET;
        else if (isEventPage(path) && visit === 'accepted')
          ok &&= scrolled.bytes <= EVENT_PAGE_ACCEPTED_JS_BUDGET && !scrolled.auth && !scrolled.firestore;
      }
      const target = path === '/medlemskap' ? '–' : ok ? 'pass' : 'FAIL';
      console.log(`${path} | ${cells.join(' | ')} | ${target}`);
    }
    await browser.close();
  } finally {
    server.kill();
  }
}
