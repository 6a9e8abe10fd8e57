/**
 * Every /vuefire page asks for its whole first load at once (run by module-preload.mjs's build hook,
 * with the one import graph it reads for all pages). The page's script
 * imports the demo shell, which imports the route's screen chunk lazily: without hints the browser
 * finds them one after another (a chain of three requests, 223–327 ms on a throttled phone). After
 * the build, each demo page gets a <link rel="modulepreload"> for every file its route loads
 * (scripts/demo/bundleGraph.mjs: the page's scripts, their static imports, the screen's chunk and
 * its static imports) that the page does not already name in a <script src>.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// Imported with the config, not in the hook (see firestore-rules.mjs).
import { routes } from '../../src/demo/routes.ts';
import { withModulePreloads } from './preloadLinks.mjs';

/** The HTML file of a demo route. @param {string} dist @param {string} path */
export const demoPageFile = (dist, path) => join(dist, 'vuefire', path === '/' ? '' : path, 'index.html');

/**
 * Adds the hints to each demo page; returns how many pages it wrote.
 * @param {string} dist @param {ReturnType<typeof import('../demo/bundleGraph.mjs').bundleGraph>} graph
 */
export function addDemoPreloads(dist, graph) {
  for (const { path, guard } of routes) {
    const file = demoPageFile(dist, path);
    const html = readFileSync(file, 'utf8');
    writeFileSync(file, withModulePreloads(html, graph.route(path, { guarded: Boolean(guard) }).files, file));
  }
  return routes.length;
}
