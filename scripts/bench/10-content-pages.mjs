/**
 * Content bench: build time; per page HTML / CSS bytes (raw and gzip) from the built files (the JS
 * a browser loads is measured in one: 20-page-weight.mjs); Lighthouse mobile (simulated throttling)
 * in Debian's Chromium for the content pages, a month of the programme and one event page, median
 * of LIGHTHOUSE_RUNS (3) runs, against the targets: 100 in all four categories, LCP ≤ 1.2 s; and
 * each page's LCP over the floor page's (floorPage.mjs), one floor run before each page's runs.
 * Lighthouse is CPU-bound: on a busy machine its figures sink, so the load average is printed.
 * Run alone: npm run bench -- content
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, waitForHttp } from '../emulators/ports.mjs';
import { lighthouse, median } from '../lighthouse.mjs';
import { FLOOR_PATH, writeFloorPage } from './floorPage.mjs';

const CONTENT_PAGES = [
  '/',
  '/kart',
  '/om-oss',
  '/medlemskap',
  '/aktiviteter',
  '/givertjeneste',
  '/juridisk/personvern',
  '/juridisk/bruksvilkar',
  '/juridisk/informasjonskapsler',
  '/program',
  '/legg-til-kalender',
  '/sok',
];

const LCP_TARGET_MS = 1200;
/** Lighthouse runs per page (LIGHTHOUSE_RUNS=0 skips Lighthouse). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} kB`;

/** @param {string} dist @param {string} path */
function htmlFile(dist, path) {
  return path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
}

/** @param {string} dist */
function firstEventPage(dist) {
  const dir = join(dist, 'program');
  const slug = readdirSync(dir)
    .sort()
    .find((name) => !['arkiv', 'kategori', 'maned', 'index.html'].includes(name) && existsSync(join(dir, name, 'index.html')));
  return slug ? `/program/${slug}` : null;
}

/** @param {string} dist */
function firstMonthPage(dist) {
  const dir = join(dist, 'program', 'maned');
  const month = existsSync(dir) ? readdirSync(dir).sort()[0] : undefined;
  return month ? `/program/maned/${month}` : null;
}

/**
 * HTML and its stylesheets, raw and gzip, from the built files.
 * @param {string} dist
 * @param {string} path
 */
function pageWeight(dist, path) {
  const html = readFileSync(htmlFile(dist, path));
  const css = [...html.toString('utf8').matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) =>
    readFileSync(join(dist, decodeURI(m[1]))),
  );
  const sum = (/** @type {Buffer[]} */ files) =>
    /** @type {[number, number]} */ ([files.reduce((n, f) => n + f.length, 0), files.reduce((n, f) => n + gzipSync(f).length, 0)]);
  return { html: sum([html]), css: sum(css) };
}

/** @param {import('../bench.mjs').BenchContext} context */
export default async function run({ root }) {
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  const started = performance.now();
  const build = spawnSync('npx', ['astro', 'build'], { cwd: root, env, encoding: 'utf8' });
  const pages = (build.stdout.match(/(\d+) page\(s\) built/) ?? [])[1];
  console.log(
    `Bygg (astro build, ${pages ?? '?'} sider): ${((performance.now() - started) / 1000).toFixed(1)} s${build.status ? ' – FEILET' : ''}`,
  );
  if (build.status) return;

  const dist = resolve(root, 'dist');
  const paths = [...CONTENT_PAGES, firstMonthPage(dist), firstEventPage(dist)].filter((p) => p !== null);
  console.log('\nSide | HTML rå/gzip | CSS rå/gzip | HTML+CSS gzip (JS: se 20-page-weight)');
  for (const path of paths) {
    const w = pageWeight(dist, path);
    console.log(`${path} | ${kb(w.html[0])}/${kb(w.html[1])} | ${kb(w.css[0])}/${kb(w.css[1])} | ${kb(w.html[1] + w.css[1])}`);
  }

  const port = await freePort();
  const removeFloor = writeFloorPage(dist);
  const server = spawn(process.execPath, [resolve(root, 'scripts/serve.mjs'), '--port', String(port)], { cwd: root, stdio: 'ignore' });
  await waitForHttp(`http://127.0.0.1:${port}/`);
  /** @type {number[]} */
  const floor = [];
  try {
    if (RUNS > 0) console.log(`\nLighthouse (mobil, simulert), median av ${RUNS}; mål: 100 overalt, LCP ≤ ${LCP_TARGET_MS} ms:`);
    for (const path of RUNS > 0 ? paths : []) {
      const floorRun = lighthouse(root, `http://127.0.0.1:${port}${FLOOR_PATH}`);
      if (floorRun) floor.push(floorRun.lcp);
      const runs = Array.from({ length: RUNS }, () => lighthouse(root, `http://127.0.0.1:${port}${path}`)).filter((r) => r !== null);
      if (!runs.length) {
        console.log(`${path}: Lighthouse feilet`);
        continue;
      }
      /** @param {'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'fcp' | 'lcp' | 'tbt' | 'cls'} k */
      const m = (k) => median(runs.map((r) => r[k]));
      const ok =
        m('performance') === 100 &&
        m('accessibility') === 100 &&
        m('bestPractices') === 100 &&
        m('seo') === 100 &&
        m('lcp') <= LCP_TARGET_MS;
      const lost = [...new Set(runs.flatMap((r) => r.lost))];
      console.log(
        `${path}: perf ${m('performance')}  a11y ${m('accessibility')}  bp ${m('bestPractices')}  seo ${m('seo')}  (FCP ${Math.round(m('fcp'))} ms, LCP ${Math.round(m('lcp'))} ms = ${(m('lcp') / median(floor)).toFixed(2)}× gulvet, TBT ${Math.round(m('tbt'))} ms, CLS ${m('cls').toFixed(3)})  ${ok ? 'pass' : 'FAIL'}${lost.length ? `  mangler: ${lost.join(', ')}` : ''}  [belastning ${loadavg()[0].toFixed(1)}]`,
      );
    }
    if (floor.length) console.log(`Gulvsiden (${FLOOR_PATH}): LCP ${Math.round(median(floor))} ms, median av ${floor.length}`);
  } finally {
    server.kill();
    removeFloor();
  }
}
