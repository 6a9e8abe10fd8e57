/**
 * Astro integration: every /vuefire page asks for its whole first load at once. The page's script
 * imports the demo shell, which imports the route's screen chunk lazily: without hints the browser
 * finds them one after another (a chain of three requests, 223–327 ms on a throttled phone). After
 * the build, each demo page gets a <link rel="modulepreload"> for every file its route loads
 * (scripts/demo/bundleGraph.mjs: the page's scripts, their static imports, the screen's chunk and
 * its static imports) that the page does not already name in a <script src>.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// Imported with the config, not in the hook (see firestore-rules.mjs).
import { routes } from '../../src/demo/routes.ts';
import { bundleGraph } from '../demo/bundleGraph.mjs';
import { withModulePreloads } from './preloadLinks.mjs';

/** The HTML file of a demo route. @param {string} dist @param {string} path */
export const demoPageFile = (dist, path) => join(dist, 'vuefire', path === '/' ? '' : path, 'index.html');

/** @returns {import('astro').AstroIntegration} */
export default function demoPreload() {
  return {
    name: 'demo-preload',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const graph = bundleGraph(dist);
        for (const { path, guard } of routes) {
          const file = demoPageFile(dist, path);
          const html = readFileSync(file, 'utf8');
          writeFileSync(file, withModulePreloads(html, graph.route(path, { guarded: Boolean(guard) }).files, file));
        }
        logger.info(`modulepreload på ${routes.length} demosider`);
      },
    },
  };
}
