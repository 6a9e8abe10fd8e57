/**
 * Runs after `npm run build`: every /vuefire page names every file its route loads, in a <script src>
 * or a <link rel="modulepreload"> (scripts/astro/demo-preload.mjs), so the browser requests the screen's
 * chunks with the HTML instead of one after another; and it preloads nothing it does not load.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleGraph } from '../../scripts/demo/bundleGraph.mjs';
import { demoPageFile } from '../../scripts/astro/demo-preload.mjs';
import { pageScripts } from '../../scripts/astro/preloadLinks.mjs';
import { routes } from '../../src/demo/routes';

const graph = bundleGraph('dist');
const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="\/_astro\/([^"]+\.js)">/g)].map((m) => m[1]);

describe('the /vuefire pages’ preload hints (dist/)', () => {
  it.each(routes.map((route) => [route.path, Boolean(route.guard)] as const))('%s names its whole first load, the screen’s chunk included', (path, guarded) => {
    const html = readFileSync(demoPageFile('dist', path), 'utf8');
    const { files, screen } = graph.route(path, { guarded });
    const named = [...pageScripts(html), ...preloaded(html)];
    expect(named).toContain(screen);
    expect([...files].filter((file) => !named.includes(file))).toEqual([]);
    expect(preloaded(html).filter((file) => !files.has(file))).toEqual([]);
  });
});
