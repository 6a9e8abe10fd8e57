/**
 * JS weight of the /vuefire demo, gzip: the first load (island + renderer + inline scripts), what
 * loads right after the first paint (Firebase Auth, to learn who is signed in), and each screen's
 * own lazy chunks on top of that. Read from the built files' import graph (`npm run build` first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 110;

/** @param {import('../bench.mjs').BenchContext} context */
export default async function run({ root }) {
  const dist = join(root, 'dist');
  const html = join(dist, 'vuefire/index.html');
  if (!existsSync(html)) {
    console.log('dist/vuefire/index.html missing: run `npm run build` first.');
    return;
  }
  const page = readFileSync(html, 'utf8');
  const read = (/** @type {string} */ file) => readFileSync(join(dist, '_astro', file), 'utf8');
  const gz = (/** @type {string} */ text) => gzipSync(text, { level: 9 }).length;
  /** @type {Map<string, number>} */
  const sizes = new Map();
  /** @param {string} file */
  const size = (file) => {
    let bytes = sizes.get(file);
    if (bytes === undefined) sizes.set(file, (bytes = gz(read(file))));
    return bytes;
  };
  /** @param {string} file */
  const staticImports = (file) => [...read(file).matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => m[1]);
  /** @param {string} file */
  const dynamicImports = (file) => [...read(file).matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]);
  /**
   * `entries` and every file they import statically (and, with `lazy`, dynamically), added to `seen`.
   * @param {string[]} entries
   * @param {Set<string>} [seen]
   */
  const closure = (entries, seen = new Set(), { lazy = false } = {}) => {
    const stack = [...entries];
    for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...staticImports(file));
      // A screen's own lazy imports (e.g. the Analytics SDK) load when the screen opens.
      if (lazy) stack.push(...dynamicImports(file).filter((f) => !/^profile\./.test(f)));
    }
    return seen;
  };
  const sum = (/** @type {Iterable<string>} */ files) => [...files].reduce((total, f) => total + size(f), 0);
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;

  const entries = [...page.matchAll(/(?:component-url|renderer-url|src)="\/_astro\/([^"]+\.js)"/g)].map((m) => m[1]);
  const inline = [...page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  const initial = closure(entries);
  const firstLoad = sum(initial) + gz(inline);

  const dynamicTargets = new Set([...initial].flatMap(dynamicImports));
  const screenChunks = [...dynamicTargets].filter((f) => /Screen\./.test(f));
  // Loaded after the first paint by the session provider (not the profile writer, which waits for a sign-in).
  const sessionChunks = [...dynamicTargets].filter((f) => !/Screen\./.test(f) && !/^profile\./.test(f));
  const afterPaint = closure(sessionChunks, new Set(initial));
  for (const f of initial) afterPaint.delete(f);

  console.log(`/vuefire first load: ${kb(firstLoad)} gzip JS (target ≤ ${TARGET_KB} kB) — ${initial.size} files + inline`);
  console.log(`  + Firebase Auth after first paint: ${kb(sum(afterPaint))}`);
  console.log('  per screen, on top of first load + Auth (shared chunks counted for each screen that needs them):');
  const base = new Set([...initial, ...afterPaint]);
  for (const chunk of screenChunks.sort()) {
    const own = [...closure([chunk], new Set(), { lazy: true })].filter((f) => !base.has(f));
    console.log(`    ${chunk.replace(/\..*$/, '').padEnd(18)} ${kb(sum(own)).padStart(9)}   total ${kb(firstLoad + sum(afterPaint) + sum(own))}`);
  }
}
