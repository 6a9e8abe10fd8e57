/**
 * Runs after `npm run build`: every page outside /vuefire names every file its scripts load, in a
 * <script src> or a <link rel="modulepreload"> (scripts/astro/module-preload.mjs), so the browser
 * would request a script's imports with the HTML instead of after the script; and it preloads nothing
 * its scripts do not import. (Today no site page has a script that imports another file:
 * oneScript.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleGraph } from '../../scripts/demo/bundleGraph.mjs';
import { pageScripts } from '../../scripts/astro/preloadLinks.mjs';
import { sitePages } from '../../scripts/astro/module-preload.mjs';

const graph = bundleGraph('dist');
const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="\/_astro\/([^"]+\.js)">/g)].map((m) => m[1]);
const pages = sitePages('dist').map((file) => ({ file: relative('dist', file), html: readFileSync(file, 'utf8') }));

describe('the site pages’ preload hints (dist/)', () => {
  it('there are pages, and the search page preloads nothing (its one script imports nothing)', () => {
    expect(pages.length).toBeGreaterThan(100);
    const search = pages.find((page) => page.file === 'sok/index.html')!;
    expect(pageScripts(search.html).length).toBe(2);
    expect(preloaded(search.html)).toEqual([]);
  });

  it('every page names each file its scripts load, and preloads nothing else', () => {
    const wrong = pages.flatMap(({ file, html }) => {
      const named = pageScripts(html);
      const loads = graph.closure(named);
      const hints = preloaded(html);
      return [
        ...[...loads].filter((chunk) => !named.includes(chunk) && !hints.includes(chunk)).map((chunk) => `${file}: mangler ${chunk}`),
        ...hints.filter((chunk) => !loads.has(chunk)).map((chunk) => `${file}: forhåndslaster ${chunk} uten å bruke den`),
      ];
    });
    expect(wrong).toEqual([]);
  });
});
