/**
 * Runs after `npm run build`: every page outside /vuefire loads one script file, the site's own
 * (src/scripts/everyPage.ts, named by BaseLayout.astro), with nothing it imports in another file; the
 * search page and the 404 page one more, their own. Lighthouse's simulation of a phone counts every
 * request started before the largest paint: four or five small files put it over 1.2 s.
 * A module the every-page script shares with an island or the demo belongs in its group in
 * scripts/astro/client-chunks.mjs, or it becomes a file of its own and this fails.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleGraph } from '../../scripts/demo/bundleGraph.mjs';
import { pageScripts } from '../../scripts/astro/preloadLinks.mjs';
import { sitePages } from '../../scripts/astro/module-preload.mjs';
import { EVERY_PAGE_SCRIPT } from '../support/everyPageScript';

const graph = bundleGraph('dist');
/** Pages with a script of their own besides the every-page one. */
const OWN_SCRIPT = new Map([
  ['sok/index.html', /^sok\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/],
  ['404.html', /^404\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/],
]);
const pages = sitePages('dist').map((file) => ({ file: relative('dist', file), html: readFileSync(file, 'utf8') }));

describe('the script files a site page loads (dist/)', () => {
  it('every page loads the every-page script and nothing it imports from another file', () => {
    expect(pages.length).toBeGreaterThan(100);
    const wrong = pages.flatMap(({ file, html }) => {
      const loads = [...graph.closure(pageScripts(html))].sort();
      const own = OWN_SCRIPT.get(file);
      const expected = [EVERY_PAGE_SCRIPT, ...(own ? [own] : [])];
      const fits = loads.length === expected.length && expected.every((name) => loads.some((chunk) => name.test(chunk)));
      return fits ? [] : [`${file}: laster ${loads.join(', ') || 'ingen skript'}`];
    });
    expect(wrong).toEqual([]);
  });

  it('the pages with a script of their own exist (the list above is not stale)', () => {
    for (const file of OWN_SCRIPT.keys()) expect(pages.some((page) => page.file === file)).toBe(true);
  });
});
