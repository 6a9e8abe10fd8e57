/**
 * The engines the search bench compares (../70-search.mjs), each built over the same built pages and
 * each answering `search(query)` with results in its own order ({ url, score }, and the query's words
 * matched where known): Pagefind as the site had it configured, Pagefind with extra index words,
 * MiniSearch plain and with the site's settings, and Orama with the site's word handling. `bytes` is what a visitor downloads, gzip: the index and
 * the engine's own code. Pagefind and Orama are measured only while installed (the site uses neither).
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import MiniSearch from 'minisearch';
import { SEARCH_INDEX_OPTIONS, wordsMatched } from '../../../model/searchIndex.ts';
import { foldWord, splitWords, stemWord, tailTerms, wordTerms } from '../../../model/searchText.ts';

const gzip = (/** @type {string | Buffer} */ data) => gzipSync(data, { level: 9 }).length;

/** The engine's code as a site would ship it: bundled and minified, gzip. */
async function codeBytes(/** @type {string} */ source) {
  const out = await build({
    stdin: { contents: source, resolveDir: process.cwd() },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
  });
  return gzip(Buffer.from(out.outputFiles[0].contents));
}

/** A built page as Pagefind read it before the site's own index: the markers under Pagefind's names. */
const asPagefindHtml = (/** @type {string} */ html) =>
  html
    .replace(/\u00ad|&shy;/gi, '')
    .replace(/data-search-body/g, 'data-pagefind-body')
    .replace(/data-search-ignore/g, 'data-pagefind-ignore');

/** The words Pagefind is given besides a page's text: each word folded (æøå as typed without them) and its compounds' tails. */
function extraWords(/** @type {{ title: string, text: string }} */ doc) {
  const words = splitWords(`${doc.title} ${doc.text}`);
  return [...new Set(words.flatMap((word) => [foldWord(word), ...tailTerms(word)]))].join(' ');
}

/** A package the bench compares but the site does not need, or undefined when it is not installed. */
async function optional(/** @type {string} */ name) {
  try {
    return await import(name);
  } catch (error) {
    if (/** @type {any} */ (error).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    console.log(`${name} is not installed: not measured`);
    return undefined;
  }
}

/** Pagefind over the built pages (its Node API, its Norwegian stemmer), searched through its own browser API. */
async function pagefindEngine(
  /** @type {any} */ pagefind,
  /** @type {string} */ dist,
  /** @type {any[]} */ docs,
  /** @type {boolean} */ withExtra,
) {
  const { index } = await pagefind.createIndex({ forceLanguage: 'nb', excludeSelectors: ['button'] });
  for (const doc of docs) {
    const file = join(dist, doc.url.slice(1), 'index.html');
    let content = asPagefindHtml(await readFile(doc.url === '/' ? join(dist, 'index.html') : file, 'utf8'));
    if (withExtra) content = content.replace('</main>', `<p hidden>${extraWords(doc)}</p></main>`);
    await index.addHTMLFile({ url: doc.url, content });
  }
  const outputPath = await mkdtemp(join(tmpdir(), 'pagefind-bench-'));
  await index.writeFiles({ outputPath });
  await pagefind.close();
  return { outputPath, api: await pagefindBrowserApi(outputPath), bytes: await pagefindBytes(outputPath) };
}

/** Pagefind's browser API run in Node: its fetches of absolute paths (its basePath) read the written files. */
async function pagefindBrowserApi(/** @type {string} */ dir) {
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = /** @type {typeof fetch} */ (
    async (input, init) => {
      const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return path.startsWith('/') ? new Response(await readFile(path.split('?')[0])) : nodeFetch(input, init);
    }
  );
  const api = await import(`${pathToFileURL(join(dir, 'pagefind.js')).href}?${Date.now()}`);
  await api.options({ basePath: `${dir}/` });
  await api.init();
  return api;
}

/** Pagefind's index as a search downloads it (its files are gzip already) and its code (JS gzip, WebAssembly). */
async function pagefindBytes(/** @type {string} */ dir) {
  let index = 0;
  for (const file of await readdir(dir, { recursive: true })) {
    if (/\.(pf_meta|pf_index|pf_filter|pf_fragment)$/.test(file)) index += (await readFile(join(dir, file))).length;
  }
  const wasm = (await readdir(dir)).find((file) => /^wasm\.nb/.test(file)) ?? 'wasm.unknown.pagefind';
  const code = gzip(await readFile(join(dir, 'pagefind.js'))) + (await readFile(join(dir, wasm))).length;
  return { index, code };
}

/** @param {string} dist @param {any[]} docs */
export async function pagefindEngines(dist, docs) {
  /** @type {any[]} */
  const engines = [];
  const pagefind = await optional('pagefind');
  if (!pagefind) return engines;
  for (const [name, withExtra] of /** @type {const} */ ([
    ['Pagefind, as configured', false],
    ['Pagefind + extra index words', true],
  ])) {
    const { outputPath, api, bytes } = await pagefindEngine(pagefind, dist, docs, withExtra);
    engines.push({
      name,
      bytes,
      search: async (/** @type {string} */ query) => {
        const found = await api.search(query);
        const data = await Promise.all((found?.results ?? []).map((/** @type {any} */ r) => r.data()));
        // Pagefind writes a page's URL under the folder that holds its index (the site's root).
        return data.map((d, i) => ({ url: d.url.slice(dirname(outputPath).length).replace(/\/$/, '') || '/', score: -i }));
      },
      close: () => rm(outputPath, { recursive: true, force: true }),
    });
    // Pagefind's Node service is one per process: close it before the next index.
    await pagefind.close();
  }
  return engines;
}

/**
 * MiniSearch with `options`, its index as the build would write it. With the site's settings each
 * result also says how many of the query's words it matched, as the search page's engine does, so
 * the site's ranking leaves out the same weak matches.
 */
async function miniSearchEngine(/** @type {string} */ name, /** @type {any[]} */ docs, /** @type {any} */ options) {
  const index = new MiniSearch(options);
  index.addAll(docs);
  const counted = options === SEARCH_INDEX_OPTIONS;
  return {
    name,
    bytes: { index: gzip(JSON.stringify(index)), code: await codeBytes("export { default } from 'minisearch';") },
    search: async (/** @type {string} */ query) =>
      index.search(query).map((r) => ({ url: r.url, score: r.score, ...(counted ? { words: wordsMatched(query, r.queryTerms) } : {}) })),
  };
}

/** Orama with the site's word handling (folded, stemmed, compound tails) and a typo tolerance. */
async function oramaEngine(/** @type {any} */ orama, /** @type {any[]} */ docs) {
  const { create, insertMultiple, save, search: oramaSearch } = orama;
  const tokenizer = {
    language: 'norwegian',
    normalizationCache: new Map(),
    tokenize: (/** @type {string} */ raw, /** @type {string=} */ _language, /** @type {string=} */ prop) =>
      splitWords(raw ?? '').flatMap((word) => (prop === 'tails' ? tailTerms(word) : wordTerms(word))),
  };
  const db = create({ schema: { url: 'string', title: 'string', text: 'string', tails: 'string' }, components: { tokenizer } });
  insertMultiple(
    db,
    docs.map((doc) => ({ url: doc.url, title: doc.title, text: doc.text, tails: `${doc.title} ${doc.text}` })),
  );
  return {
    name: 'Orama, site word handling',
    bytes: { index: gzip(JSON.stringify(save(db))), code: await codeBytes("export { create, load, search } from '@orama/orama';") },
    search: async (/** @type {string} */ query) => {
      const terms = [...new Set(splitWords(query).flatMap((w) => [foldWord(w), stemWord(foldWord(w))]))].join(' ');
      const found = await oramaSearch(db, {
        term: terms,
        properties: ['title', 'text', 'tails'],
        boost: { title: 3, text: 1, tails: 0.5 },
        tolerance: 1,
        threshold: 1,
        limit: 50,
      });
      return found.hits.map((/** @type {any} */ hit) => ({ url: /** @type {any} */ (hit.document).url, score: hit.score }));
    },
  };
}

/** @param {any[]} docs */
export async function otherEngines(docs) {
  const orama = await optional('@orama/orama');
  return [
    await miniSearchEngine('MiniSearch, defaults + fuzzy 0.2, prefix', docs, {
      fields: ['title', 'text'],
      storeFields: ['url'],
      searchOptions: { boost: { title: 3 }, fuzzy: 0.2, prefix: true },
    }),
    await miniSearchEngine('MiniSearch, site settings', docs, SEARCH_INDEX_OPTIONS),
  ].concat(orama ? [await oramaEngine(orama, docs)] : []);
}
