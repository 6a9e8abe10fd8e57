/**
 * Astro integration: a page asks for all of its scripts at once. Astro names a page's module
 * scripts in <script src>, but what they import the browser finds only once the script itself has
 * arrived: one more round trip, inside the largest paint in Lighthouse's simulation of a phone. (Site
 * pages load one file today, src/scripts/everyPage.ts, so they need none; the demo's do.) After the build, every
 * page but the demo's gets a <link rel="modulepreload"> for each file its scripts import statically
 * that it does not already name; the demo's pages get theirs, screen chunks included, from
 * demo-preload.mjs, with the same import graph (read once).
 * Nothing is added that the page would not load anyway (tests/dist/modulePreload.test.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleGraph } from '../demo/bundleGraph.mjs';
import { pageScripts, withModulePreloads } from './preloadLinks.mjs';
import { addDemoPreloads } from './demo-preload.mjs';

/** The built pages outside /vuefire. @param {string} dist */
export function sitePages(dist) {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('vuefire/'))
    .map((file) => join(dist, file));
}

/** @returns {import('astro').AstroIntegration} */
export default function modulePreload() {
  return {
    name: 'module-preload',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const graph = bundleGraph(dist);
        let pages = 0;
        for (const file of sitePages(dist)) {
          const html = readFileSync(file, 'utf8');
          const withLinks = withModulePreloads(html, graph.closure(pageScripts(html)), relative(dist, file));
          if (withLinks === html) continue;
          writeFileSync(file, withLinks);
          pages++;
        }
        logger.info(`modulepreload på ${pages} sider og ${addDemoPreloads(dist, graph)} demosider`);
      },
    },
  };
}
