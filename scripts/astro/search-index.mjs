/**
 * Astro integration: after the build, the site search's index is made from the built pages
 * (searchDocuments.mjs) with MiniSearch and the settings the search page loads it with
 * (model/searchIndex.ts), and written to dist/ as one JSON file. Only the search page fetches it,
 * when a visitor starts to search. An empty index stops the build.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { SEARCH_INDEX_FILE } from '../../model/search.ts';
import { SEARCH_INDEX_OPTIONS } from '../../model/searchIndex.ts';
import { searchDocuments } from './searchDocuments.mjs';

/** The index of a built site's searched pages, as the search page loads it. */
function buildSearchIndex(/** @type {string} */ dist) {
  const docs = searchDocuments(dist);
  const index = new MiniSearch(SEARCH_INDEX_OPTIONS);
  index.addAll(docs);
  return { pages: docs.length, json: JSON.stringify(index) };
}

/** @returns {import('astro').AstroIntegration} */
export default function searchIndex() {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const { pages, json } = buildSearchIndex(dist);
        if (pages === 0) throw new Error('Søkeindeksen er tom: ingen side har data-search-body.');
        const file = join(dist, SEARCH_INDEX_FILE.slice(1));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, json);
        logger.info(`${pages} sider i søkeindeksen (${(json.length / 1024).toFixed(0)} kB).`);
      },
    },
  };
}
