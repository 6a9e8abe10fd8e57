// @ts-check
/**
 * The preview server: the site's own pages, rendered on request from drafts (src/preview/). Same
 * source files, layout and components as the public build (astro.config.mjs), which stays static
 * and knows nothing of this. `npm run preview:build` builds it into dist-preview/; `npm run preview`
 * runs it locally against the Sanity API stand-in (docs/preview.md).
 */
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import site from './astro.config.mjs';
import { preview } from './src/preview/integration.ts';

/** @type {import('vite').Alias[]} */
const siteAliases = /** @type {any} */ (site.vite?.resolve?.alias ?? []);

/** @type {import('astro').AstroUserConfig} */
const config = {
  ...site,
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  outDir: 'dist-preview',
  // Neither the sitemap nor the build manifest: the preview is not a site of its own.
  integrations: [react(), preview()],
  // The Visual Editing overlay adds its own <style> elements (styled-components), which the public
  // pages' strict CSP forbids; the preview is only ever seen inside the Studio.
  security: {},
  vite: {
    ...site.vite,
    resolve: {
      alias: [
        ...siteAliases,
        // @sanity/astro 3.5 pins @sanity/visual-editing 5 (with its own @sanity/ui 3); its component
        // gets 6 instead, the overlay released with Sanity 6. (The «Package version mismatch»
        // warning once blamed on 5 also appears with 6 when the Studio answers late: docs/preview.md.)
        // @sanity/astro's component under a name TypeScript takes from src/preview/visualEditingComponent.d.ts.
        {
          find: /^virtual:sanity-astro-visual-editing$/,
          replacement: fileURLToPath(import.meta.resolve('@sanity/astro/visual-editing/component')),
        },
        { find: /^@sanity\/visual-editing\/react$/, replacement: fileURLToPath(import.meta.resolve('@sanity/visual-editing/react')) },
      ],
    },
  },
};

export default config;
