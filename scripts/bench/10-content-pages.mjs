/**
 * Content bench, printed only: build time; per page HTML / CSS / JS bytes (raw and gzip)
 * and the requests the page makes on load; Lighthouse mobile scores in Debian's Chromium for the
 * content pages and one event page. Run alone: npm run bench -- content
 * Targets: 100 in all four categories, HTML + CSS ≤ 14 kB gzip, no JS on pages without interaction.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, waitForHttp } from '../emulators/ports.mjs';

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
];
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} kB`;

/** @param {string} dist @param {string} path */
function htmlFile(dist, path) {
  return path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
}

/** @param {string} dist */
function firstEventPage(dist) {
  const dir = join(dist, 'program');
  const slug = readdirSync(dir).find(
    (name) => !['arkiv', 'kategori', 'index.html'].includes(name) && existsSync(join(dir, name, 'index.html')),
  );
  return slug ? `/program/${slug}` : null;
}

/**
 * Same-origin resources referenced by the HTML (stylesheets, scripts, module preloads, images), and their bytes.
 * @param {string} dist
 * @param {string} path
 */
function pageWeight(dist, path) {
  const html = readFileSync(htmlFile(dist, path));
  const text = html.toString('utf8');
  /** @type {Set<string>} */
  const refs = new Set();
  for (const m of text.matchAll(/<link[^>]+rel="(?:stylesheet|modulepreload)"[^>]*href="([^"]+)"/g)) refs.add(m[1]);
  for (const m of text.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="(?:stylesheet|modulepreload)"/g)) refs.add(m[1]);
  for (const m of text.matchAll(/<script[^>]+src="([^"]+)"/g)) refs.add(m[1]);
  for (const m of text.matchAll(/<img[^>]+src="([^"]+)"/g)) refs.add(m[1]);
  for (const m of text.matchAll(/component-url="([^"]+)"|renderer-url="([^"]+)"/g)) refs.add(m[1] ?? m[2]);
  /** @type {Record<'html' | 'css' | 'js' | 'other', [raw: number, gzip: number]>} */
  const sum = { html: [html.length, gzipSync(html).length], css: [0, 0], js: [0, 0], other: [0, 0] };
  for (const ref of refs) {
    if (!ref.startsWith('/')) continue;
    const file = join(dist, decodeURI(ref.split('?')[0]));
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    const kind = ref.endsWith('.css') ? 'css' : ref.endsWith('.js') ? 'js' : 'other';
    sum[kind][0] += body.length;
    sum[kind][1] += gzipSync(body).length;
  }
  return { ...sum, requests: 1 + refs.size };
}

/**
 * Lighthouse's four category scores for `url`, on one line.
 * @param {string} root
 * @param {string} url
 */
async function lighthouse(root, url) {
  const out = mkdtempSync(join(tmpdir(), 'lh-'));
  const file = join(out, 'report.json');
  const run = spawnSync(
    resolve(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--form-factor=mobile',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  try {
    if (!existsSync(file)) return `feilet (${(run.stderr || '').split('\n').filter(Boolean).slice(-1)[0] ?? run.status})`;
    /** @type {{categories: Record<string, {score: number | null, auditRefs?: {id: string, weight: number}[]}>, audits: Record<string, {score: number | null, displayValue?: string}>}} */
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const c = report.categories;
    const score = (/** @type {string} */ k) => (c[k]?.score == null ? '–' : Math.round(c[k].score * 100));
    // Below 100: name the audits that cost points, so the figure says what to fix.
    const lost = ['accessibility', 'best-practices', 'seo']
      .flatMap((k) => c[k]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    const metrics = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
      .map(
        (id) =>
          `${id
            .split('-')
            .map((w) => w[0])
            .join('')
            .toUpperCase()} ${report.audits[id]?.displayValue ?? '–'}`,
      )
      .join(', ');
    return `perf ${score('performance')}  a11y ${score('accessibility')}  bp ${score('best-practices')}  seo ${score('seo')}  (${metrics})${lost.length ? `  mangler: ${lost.join(', ')}` : ''}`;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
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
  const eventPage = firstEventPage(dist);
  const paths = [...CONTENT_PAGES, ...(eventPage ? [eventPage] : [])];
  console.log('\nSide | HTML rå/gzip | CSS rå/gzip | JS rå/gzip | HTML+CSS gzip | forespørsler');
  for (const path of paths) {
    const w = pageWeight(dist, path);
    console.log(
      `${path} | ${kb(w.html[0])}/${kb(w.html[1])} | ${kb(w.css[0])}/${kb(w.css[1])} | ${kb(w.js[0])}/${kb(w.js[1])} | ${kb(w.html[1] + w.css[1])} | ${w.requests}`,
    );
  }

  const port = await freePort();
  const server = spawn(process.execPath, [resolve(root, 'scripts/serve.mjs'), '--port', String(port)], { cwd: root, stdio: 'ignore' });
  await waitForHttp(`http://127.0.0.1:${port}/`);
  try {
    console.log('\nLighthouse (mobil):');
    for (const path of paths) console.log(`${path}: ${await lighthouse(root, `http://127.0.0.1:${port}${path}`)}`);
  } finally {
    server.kill();
  }
}
