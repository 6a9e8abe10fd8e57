/**
 * The /vuefire demo against the original Nuxt + VueFire demo's recorded figures (254 kB gzip JS on
 * every screen; Lighthouse mobile 86 / 90 / 96 / 91 on its index). Needs `npm run build` first.
 *  1. JS per screen, gzip: from the built import graph (page + island + the screen's chunk), and as a
 *     real browser loads it (a cold context per route, every script response gzipped again).
 *  2. Lighthouse mobile (simulated throttling) on /vuefire and /vuefire/counter, median of 3, each
 *     page's LCP over the floor page's (floorPage.mjs) in the same run: one floor run before each of
 *     a page's runs, so a busy machine slows both alike.
 * Every figure is printed against its target with pass/fail. Lighthouse is CPU-bound: on a busy
 * machine its performance figures sink, so the load average is printed with them.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { bundleGraph, gzipBytes, JS_BUDGETS, ORIGINAL_JS_BYTES } from '../demo/bundleGraph.mjs';
import { freePort, waitForHttp } from '../emulators/ports.mjs';
import { lighthouse, median } from '../lighthouse.mjs';
import { FLOOR_PATH, writeFloorPage } from './floorPage.mjs';
import { routes } from '../../src/demo/routes.ts';

/** Every screen of the route table; the guarded ones are measured as a signed-in visitor loads them. */
const ROUTES = routes.map((route) => route.path);
const GUARDED = routes.filter((route) => route.guard).map((route) => route.path);
/**
 * Lighthouse targets: performance per page, LCP (simulated) at most 1.5 s and 1.3× the floor page's,
 * TBT at most 100 ms, a11y and best practices 100.
 */
const LIGHTHOUSE = [
  { path: '/', performance: 98 },
  { path: '/counter', performance: 95 },
];
const LCP_TARGET_MS = 1500;
const LCP_FLOOR_RATIO = 1.3;
const TBT_TARGET_MS = 100;
/** Lighthouse runs per page (LIGHTHOUSE_RUNS=0 measures the JS only). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} kB`;
const verdict = (/** @type {boolean} */ ok) => (ok ? 'pass' : 'FAIL');
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/** JS a fresh browser downloads for `url` until the network is quiet, gzipped at level 9. */
async function browserJs(/** @type {import('@playwright/test').Browser} */ browser, /** @type {string} */ url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {Promise<number>[]} */
  const sizes = [];
  let auth = false;
  let lastScript = Date.now();
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    lastScript = Date.now();
    sizes.push(
      res.text().then(
        (text) => {
          auth ||= text.includes('identitytoolkit.googleapis.com');
          return gzipBytes(text);
        },
        () => 0,
      ),
    );
  });
  // Not 'networkidle': Firestore's listen channel keeps a request open. Quiet = no new script for 2 s.
  await page.goto(url, { waitUntil: 'load' });
  lastScript = Date.now();
  for (const deadline = Date.now() + 20_000; Date.now() - lastScript < 2_000 && Date.now() < deadline;) await page.waitForTimeout(250);
  const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent).join('\n'));
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0) + gzipBytes(inline);
  const landed = new URL(page.url()).pathname;
  await context.close();
  return { total, landed, auth };
}

/** @typedef {import('../lighthouse.mjs').LighthouseRun} LighthouseRun */

/**
 * Lighthouse on each page of LIGHTHOUSE, every run after one of the floor page's, printed against the targets.
 * @param {string} root @param {string} base
 */
function lighthouseFigures(root, base) {
  console.log(`\nLighthouse mobile, median of ${RUNS} (original index: 86 / 90 / 96 / 91):`);
  for (const { path, performance } of RUNS > 0 ? LIGHTHOUSE : []) {
    /** @type {LighthouseRun[]} */
    const runs = [];
    /** @type {number[]} */
    const floor = [];
    for (let i = 0; i < RUNS; i++) {
      const floorRun = lighthouse(root, `${base}${FLOOR_PATH}`);
      if (floorRun && Number.isFinite(floorRun.lcp)) floor.push(floorRun.lcp);
      const result = lighthouse(root, `${base}/vuefire${path === '/' ? '' : path}`);
      if (result) runs.push(result);
    }
    if (!runs.length) {
      console.log(`  /vuefire${path}: Lighthouse failed`);
      continue;
    }
    const m = (/** @type {Exclude<keyof LighthouseRun, 'lost'>} */ k) => median(runs.map((r) => r[k]));
    const label = `/vuefire${path === '/' ? '' : path}`;
    console.log(`  ${label}  (runs: perf ${runs.map((r) => r.performance).join('/')}; load average ${load()})`);
    console.log(`    performance ${m('performance')} (target ≥ ${performance}) ${verdict(m('performance') >= performance)}`);
    const ratio = m('lcp') / median(floor);
    console.log(
      `    LCP ${Math.round(m('lcp'))} ms (target ≤ ${LCP_TARGET_MS} ms) ${verdict(m('lcp') <= LCP_TARGET_MS)}   ${ratio.toFixed(2)}× the floor's ${Math.round(median(floor))} ms (target ≤ ${LCP_FLOOR_RATIO}×) ${verdict(ratio <= LCP_FLOOR_RATIO)}`,
    );
    console.log(
      `    FCP ${Math.round(m('fcp'))} ms   TBT ${Math.round(m('tbt'))} ms (target ≤ ${TBT_TARGET_MS} ms) ${verdict(m('tbt') <= TBT_TARGET_MS)}   CLS ${m('cls').toFixed(3)}   (LCP runs ${runs.map((r) => Math.round(r.lcp)).join('/')}, floor ${floor.map(Math.round).join('/')})`,
    );
    console.log(
      `    accessibility ${m('accessibility')} ${verdict(m('accessibility') === 100)}   best practices ${m('bestPractices')} ${verdict(m('bestPractices') === 100)}   SEO ${m('seo')} (noindex on purpose)`,
    );
  }
}

/** @param {import('../bench.mjs').BenchContext} context */
export default async function run({ root }) {
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'vuefire/index.html'))) {
    console.log('dist/vuefire/index.html missing: run `npm run build` first.');
    return;
  }
  const graph = bundleGraph(dist);
  console.log(`JS per screen, gzip (original: ${kb(ORIGINAL_JS_BYTES)} on every screen). Load average ${load()}.`);
  const port = await freePort();
  const server = spawn(process.execPath, [resolve(root, 'scripts/e2e-server.mjs'), '--port', String(port)], { cwd: root, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const removeFloor = writeFloorPage(dist);
  try {
    await waitForHttp(`${base}/`, { timeoutMs: 180_000 });
    const browser = await chromium.launch(chromiumLaunchOptions());
    console.log('  screen               built graph   in a browser   ratio   target');
    for (const path of ROUTES) {
      // A guarded screen as a signed-in visitor loads it (the browser column: signed out, redirected).
      const built = graph.route(path, { guarded: GUARDED.includes(path) });
      const seen = await browserJs(browser, `${base}/vuefire${path === '/' ? '' : path}`);
      const budget = JS_BUDGETS[/** @type {keyof typeof JS_BUDGETS} */ (path)];
      const worst = Math.max(built.gzip, seen.total);
      const target = budget ? `≤ ${kb(budget)} (${(budget / ORIGINAL_JS_BYTES).toFixed(2)}×) ${verdict(worst <= budget)}` : '–';
      const auth = seen.auth ? 'loads Auth' : 'no Auth';
      const note = seen.landed.replace(/\/$/, '') === `/vuefire${path === '/' ? '' : path}` ? '' : `  (landed on ${seen.landed})`;
      console.log(
        `  ${path.padEnd(20)} ${kb(built.gzip).padStart(10)}   ${kb(seen.total).padStart(12)}   ${(worst / ORIGINAL_JS_BYTES).toFixed(2)}×   ${target}   ${auth}${note}`,
      );
    }
    await browser.close();

    lighthouseFigures(root, base);
  } finally {
    removeFloor();
    server.kill('SIGTERM');
  }
}
