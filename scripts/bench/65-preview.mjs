/**
 * Preview budgets: a page from drafts renders in ≤ 1 s on this machine, and the
 * preview adds nothing to the public pages: none of the preview's browser code is in dist/.
 * Starts the Sanity API stand-in and the built preview server (dist-preview/, built here when
 * missing), opens the preview with a secret as the Studio does, and times each page (median of
 * RUNS, after one warm-up). Prints figures only.
 * Run alone: npm run bench -- preview
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { PREVIEW_CODE_MARKERS } from '../../model/preview.ts';
import { paths } from '../../model/routes.ts';
import { BUNDLED_DATASET_PATH } from '../../src/content/sourceConfig.ts';
import { readNdjson } from '../../src/content/sources.ts';
import { startSanityApiStandIn } from '../../stand-ins/sanity/sanityApiStandIn.ts';
import { STAND_IN_TOKEN } from '../../stand-ins/sanity/project.ts';
import { freePort } from '../emulators/ports.mjs';
import { previewEnableLink } from '../preview/enableLink.mjs';
import { PREVIEW_ENTRY, startPreviewServer } from '../preview/server.mjs';

const PROJECT_ID = 'demo0000';
const RUNS = 5;
const RENDER_TARGET_MS = 1000;

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} kB`;

/** The JS files under `dir`, by content hash. @param {string} dir */
function scriptsByHash(dir) {
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => {
        const bytes = readFileSync(join(dir, file));
        return [createHash('sha256').update(bytes).digest('hex'), { file, size: bytes.length }];
      }),
  );
}

/**
 * What the preview adds to the public build: the preview's own browser code (dist-preview/client
 * files not in dist/) and the public files that carry any of the preview's strings.
 */
function publicShare() {
  if (!existsSync('dist')) return console.log('no dist/: run npm run build to compare the public build');
  const preview = scriptsByHash('dist-preview/client');
  const site = scriptsByHash('dist');
  const own = [...preview].filter(([hash]) => !site.has(hash));
  const publicFiles = readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(html|js|css|json|xml|ics)$/.test(file),
  );
  const marked = publicFiles.filter((file) => {
    const text = readFileSync(join('dist', file), 'utf8');
    return PREVIEW_CODE_MARKERS.some((marker) => text.includes(marker));
  });
  console.log(
    `preview's own browser JS: ${own.length} files, ${kb(own.reduce((sum, [, f]) => sum + f.size, 0))} ` +
      `(${preview.size - own.length} more shared with the public build: the site's islands)`,
  );
  console.log(
    `public build: ${marked.length} of ${publicFiles.length} files carry preview code ${marked.length ? `FAIL: ${marked.slice(0, 5).join(', ')}` : 'OK'}`,
  );
}

export default async function run() {
  if (!existsSync(PREVIEW_ENTRY)) execFileSync('npm', ['run', 'preview:build'], { stdio: 'inherit' });
  console.log(
    `load average: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (figures scale with it on a shared machine)`,
  );
  publicShare();

  const standIn = await startSanityApiStandIn(readNdjson(readFileSync(BUNDLED_DATASET_PATH, 'utf8'), BUNDLED_DATASET_PATH), {
    projectId: PROJECT_ID,
  });
  const server = await startPreviewServer({
    port: await freePort(),
    env: {
      SANITY_PROJECT_ID: PROJECT_ID,
      SANITY_API_HOST: standIn.apiHost,
      SANITY_API_READ_TOKEN: STAND_IN_TOKEN,
      SANITY_STUDIO_URL: 'http://127.0.0.1:3333',
    },
  });
  try {
    const enable = await previewEnableLink({
      projectId: PROJECT_ID,
      apiHost: standIn.apiHost,
      previewOrigin: server.origin,
      studioUrl: 'http://127.0.0.1:3333',
      source: 'bench',
    });
    const cookie = (await fetch(enable, { redirect: 'manual' })).headers.get('set-cookie')?.split(';')[0] ?? '';
    const event = /** @type {{slug?: {current?: string}} | undefined} */ (
      standIn.store.all().find((doc) => doc?._type === 'event' && !doc.recurrence)
    );
    const pages = [
      paths.home,
      paths.program,
      paths.about,
      paths.legal('personvern'),
      ...(event ? [paths.event(String(event.slug?.current))] : []),
    ];

    console.log(`\nPreview page from drafts, median of ${RUNS} (after one warm-up); target ≤ ${RENDER_TARGET_MS} ms:`);
    for (const page of pages) {
      const times = [];
      for (let i = 0; i <= RUNS; i++) {
        const started = performance.now();
        const response = await fetch(new URL(page, server.origin), { headers: { cookie } });
        await response.text();
        if (response.status !== 200) throw new Error(`${page}: ${response.status}`);
        if (i > 0) times.push(performance.now() - started);
      }
      const ms = Math.round(median(times));
      console.log(`${page}: ${ms} ms ${ms <= RENDER_TARGET_MS ? 'OK' : 'FAIL'}`);
    }
  } finally {
    await server.stop();
    await standIn.stop();
  }
}
