// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import buildManifest from './scripts/astro/build-manifest.mjs';

const site = (process.env.PUBLIC_SITE_URL ?? 'https://www.sentrumbedehus.no').replace(/\/$/, '');

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: {
    format: 'directory',
    // One small stylesheet per page: inlining it saves a render-blocking request.
    inlineStylesheets: 'always',
  },
  integrations: [
    react(),
    // builds/latest.json + builds/meta/{id}.json for the /vuefire app's new-build detection.
    buildManifest(),
    sitemap({ filter: (page) => !page.includes('/404') && !page.includes('/vuefire') }),
  ],
  // Processed <script>s go to files, never inline: the CSP forbids inline scripts (issue 3, hideEnded).
  vite: { build: { assetsInlineLimit: 0 } },
  devToolbar: { enabled: false },
});
