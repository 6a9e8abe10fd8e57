/**
 * Astro integration: after the build, Pagefind indexes the pages that mark their content with
 * data-pagefind-body (BaseLayout's <main> on searchable pages) and writes the index and its browser
 * API to dist/pagefind/. Only the search page loads them. The site's <html lang> is "no" (the
 * specification), so the language is forced to Pagefind's Norwegian bokmål stemmer ("nb").
 */
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_INDEX_DIR, SEARCH_LANGUAGE } from '../../model/search.ts';

/** @returns {import('astro').AstroIntegration} */
export default function searchIndex() {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        // Buttons (an island's switches, copy and share) are controls, never text a visitor searches for.
        const { index, errors } = await pagefind.createIndex({ forceLanguage: SEARCH_LANGUAGE, excludeSelectors: ['button'] });
        if (!index) throw new Error(`Pagefind startet ikke: ${errors.join('; ')}`);
        try {
          // Each page as addDirectory would add it, with the titles' soft hyphens (src/lib/hyphenate.ts)
          // taken out: Pagefind would index «Bønne\u00admøte» as two words, and a search for the whole
          // word would miss the page that is about it.
          const pagesOnDisk = (await readdir(site, { recursive: true })).filter((file) => file.endsWith('.html'));
          for (const file of pagesOnDisk) {
            const content = (await readFile(join(site, file), 'utf8')).replace(/\u00ad|&shy;/gi, '');
            const url = `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
            const added = await index.addHTMLFile({ url, content });
            if (added.errors.length) throw new Error(`Pagefind: ${file}: ${added.errors.join('; ')}`);
          }
          const outputPath = join(site, SEARCH_INDEX_DIR.slice(1));
          const written = await index.writeFiles({ outputPath });
          if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
          // Pages without data-pagefind-body are read but not indexed: count what the index holds.
          const entry = JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8'));
          const pages = entry.languages[SEARCH_LANGUAGE]?.page_count ?? 0;
          if (pages === 0) throw new Error('Søkeindeksen er tom: ingen side har data-pagefind-body.');
          logger.info(`${pages} sider i søkeindeksen (${SEARCH_LANGUAGE}).`);
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}
