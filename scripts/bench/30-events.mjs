/**
 * Programme bench: builds the site with generated datasets of 10, 100 and 1000 events
 * (CONTENT_DATASET_FILE, into a temporary outDir, never dist/) and prints build time and ms per
 * page; then the JavaScript an event page loads before any interaction (gzip).
 * Run alone: npm run bench -- events
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const SIZES = [10, 100, 1000];
const DAY = 86_400_000;

/**
 * Every non-event document of the bundled dataset, plus `count` one-off events over the next year.
 * @param {string} root
 * @param {number} count
 */
function generateDataset(root, count) {
  const base = readFileSync(resolve(root, 'studio/dataset/production.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.includes('"_type":"event"'));
  const categories = base.map((line) => JSON.parse(line)).filter((d) => d._type === 'category');
  const start = Date.UTC(2026, 11, 1, 17, 0); // 18.00 in Oslo, from 1 December 2026
  const events = Array.from({ length: count }, (_, i) => {
    const begins = new Date(Date.now() + DAY + Math.floor((i * 365 * DAY) / count) + (i % 5) * 3_600_000);
    const at = new Date(Math.max(begins.getTime(), start));
    return JSON.stringify({
      _id: `event-bench-${i}`,
      _type: 'event',
      _updatedAt: '2026-11-20T09:00:00Z',
      title: `Testarrangement ${i + 1}`,
      slug: { _type: 'slug', current: `testarrangement-${i + 1}` },
      start: at.toISOString(),
      end: new Date(at.getTime() + 90 * 60_000).toISOString(),
      category: { _type: 'reference', _ref: categories[i % categories.length]._id },
      summary: 'Et generert arrangement for ytelsesmåling.',
      body: [
        {
          _type: 'block',
          _key: 'b1',
          style: 'normal',
          markDefs: [],
          children: [{ _type: 'span', _key: 's1', text: 'Generert tekst. '.repeat(20), marks: [] }],
        },
      ],
      coordinator: 'Kari Nordmann',
      organiser: 'Sentrum bedehus',
      status: i % 50 === 7 ? 'cancelled' : 'scheduled',
    });
  });
  return [...base, ...events].join('\n') + '\n';
}

/** @param {string} dir */
function countPages(dir) {
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && entry.name.endsWith('.html')) pages++;
  return pages;
}

/**
 * Builds the site from `datasetFile` into `outDir`; returns the time it took in ms.
 * @param {string} root
 * @param {string} datasetFile
 * @param {string} outDir
 */
function build(root, datasetFile, outDir) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [resolve(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir], {
    cwd: root,
    env: { ...process.env, CONTENT_DATASET_FILE: datasetFile, ASTRO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    encoding: 'utf8',
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`Bygget feilet:\n${result.stdout}\n${result.stderr}`);
  return ms;
}

/**
 * The JS an event page fetches before interaction: its module scripts and islands with their static imports.
 * @param {string} outDir
 */
function eventPageJs(outDir) {
  const programDir = join(outDir, 'program');
  const eventDir = readdirSync(programDir).find(
    (name) => existsSync(join(programDir, name, 'index.html')) && !['arkiv', 'kategori'].includes(name),
  );
  if (!eventDir) throw new Error(`Ingen arrangementsside i ${programDir}`);
  const html = readFileSync(join(programDir, eventDir, 'index.html'), 'utf8');
  /** @type {Set<string>} */
  const entries = new Set();
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) entries.add(m[1]);
  for (const m of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) entries.add(m[1]);
  /** @type {Map<string, string>} url → code */
  const files = new Map();
  /** @param {string} url */
  const visit = (url) => {
    if (files.has(url)) return;
    const code = readFileSync(join(outDir, url), 'utf8');
    files.set(url, code);
    for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[^"'()]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(new URL(m[1], `http://x${url}`).pathname);
    }
  };
  for (const url of entries) visit(url);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join('\n');
  const gz = (/** @type {string} */ text) => gzipSync(text, { level: 9 }).length;
  const total = [...files.values()].reduce((sum, code) => sum + gz(code), 0) + (inline ? gz(inline) : 0);
  return {
    page: `/program/${eventDir}`,
    files: [...files.keys()],
    fileGzip: [...files.entries()].map(([url, code]) => `${url.replace('/_astro/', '')} ${(gz(code) / 1024).toFixed(1)} kB`),
    inlineGzip: inline ? gz(inline) : 0,
    total,
  };
}

/** @param {import('../bench.mjs').BenchContext} context */
export default async function run({ root }) {
  const work = mkdtempSync(join(tmpdir(), 'bench-events-'));
  try {
    let lastOut = '';
    for (const size of SIZES) {
      const datasetFile = join(work, `events-${size}.ndjson`);
      writeFileSync(datasetFile, generateDataset(root, size));
      const outDir = join(work, `out-${size}`);
      const ms = build(root, datasetFile, outDir);
      const pages = countPages(outDir);
      console.log(
        `${String(size).padStart(5)} arrangementer: bygg ${(ms / 1000).toFixed(1)} s, ${pages} sider, ${(ms / pages).toFixed(1)} ms per side`,
      );
      lastOut = outDir;
    }
    const js = eventPageJs(lastOut);
    console.log(
      `JS på arrangementssiden ${js.page} før interaksjon: ${(js.total / 1024).toFixed(1)} kB gzip (${js.files.length} filer + ${(js.inlineGzip / 1024).toFixed(1)} kB inline)`,
    );
    for (const line of js.fileGzip) console.log(`  ${line}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
