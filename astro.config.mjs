// @ts-check
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import buildManifest from './scripts/astro/build-manifest.mjs';
import firestoreRules from './scripts/astro/firestore-rules.mjs';
import clientChunks from './scripts/astro/client-chunks.mjs';
import modulePreload from './scripts/astro/module-preload.mjs';
import searchIndex from './scripts/astro/search-index.mjs';
import pageCsp from './scripts/astro/page-csp.mjs';
import { SITE_URL } from './model/site.ts';
import { inSitemap } from './model/routeRules.ts';
import { SHOW_BANNER_SCRIPT } from './src/features/consent/showBanner.ts';
import { datasetImagesAlias } from './src/content/sourceConfig.ts';

export default defineConfig({
  site: SITE_URL,
  // BUILD_CACHE_DIR moves every cache a build keeps (src/lib/buildCache.ts), Astro's own among them.
  ...(process.env.BUILD_CACHE_DIR?.trim() ? { cacheDir: resolve(process.env.BUILD_CACHE_DIR.trim(), 'astro') } : {}),
  output: 'static',
  trailingSlash: 'never',
  build: {
    format: 'directory',
    // One small stylesheet per page: inlining it saves a render-blocking request.
    inlineStylesheets: 'always',
    // Pages render a few at a time: while one page's share image is painted off the main thread
    // (renderShareImage.ts), the next pages render. The output is the same in any order.
    concurrency: 4,
  },
  integrations: [
    react(),
    // builds/latest.json + builds/meta/{id}.json for the /vuefire app's new-build detection.
    buildManifest(),
    // generated/firestore.rules with the membership document's minimum age.
    firestoreRules(),
    // Fewer, larger browser chunks where the same pages load them together (smaller gzip, fewer requests).
    clientChunks(),
    // Every page preloads what its scripts import: the consent script's modules come with the HTML, and
    // /vuefire pages their screen's chunks (no request chain before the screen can start).
    modulePreload(),
    // Each page's <meta> policy lists only its own inline scripts' and styles' hashes, not the build's.
    pageCsp(),
    sitemap({ filter: inSitemap }),
    // dist/sok/indeks.json: the search index over the built pages, fetched only by the search page.
    searchIndex(),
  ],
  // Processed <script>s go to files, never inline: the CSP forbids inline scripts.
  vite: {
    build: { assetsInlineLimit: 0 },
    // Module workers, and the attendance part's own script (loaded by URL, src/features/attendance).
    worker: { format: 'es' },
    resolve: {
      alias: [
        // The active dataset's pictures (src/content/datasetImages.ts): only its own folder is bundled.
        datasetImagesAlias(fileURLToPath(new URL('.', import.meta.url))),
        // Firestore's regex engine serves only pipeline queries, which the site does not use (re2jsOmitted.ts).
        { find: /^re2js$/, replacement: fileURLToPath(new URL('./src/firebase/re2jsOmitted.ts', import.meta.url)) },
        // wouter's shim for React < 18: React 19 has useSyncExternalStore itself.
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
      ],
    },
  },
  // The bundled dataset's house picture is an SVG from this repository: <Picture> rasterises it to
  // AVIF/WebP in several widths. Hosted Sanity images never pass through here (Sanity's CDN sizes them).
  image: { dangerouslyProcessSVG: true, service: { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: 2 } } } },
  devToolbar: { enabled: false },
  // An occurrence's pages are reused from the last build while nothing they are made of changed
  // (src/content/pageCacheKey.ts); the cache is node_modules/.astro, which deploy.yml keeps.
  experimental: { incrementalBuild: true },
  // Strict CSP: Astro hashes every script and style it puts on a page into a per-page
  // <meta http-equiv="content-security-policy">; no 'unsafe-inline' for scripts. The HTTP header in
  // firebase.json adds what a meta tag cannot carry (frame-ancestors) and the connect/img limits.
  // Both policies apply, so a script must be same-origin or hashed here. Inline style="" attributes
  // (React islands) stay allowed; <style> elements must be Astro's own (hashed).
  security: {
    csp: {
      algorithm: 'SHA-256',
      // Google's script hosts: Auth's sign-in helper iframe (apis.google.com), Analytics, App Check reCAPTCHA.
      scriptDirective: {
        resources: [
          "'self'",
          'https://apis.google.com',
          'https://www.googletagmanager.com',
          'https://www.google.com/recaptcha/',
          'https://www.gstatic.com/recaptcha/',
        ],
        // Our inline scripts (is:inline, which Astro does not hash): the banner's show line, and the
        // programme lists' hiding of what has ended (HideEndedNow.astro prints that file as it is).
        hashes: [SHOW_BANNER_SCRIPT, readFileSync(new URL('./src/scripts/hideEnded.js', import.meta.url), 'utf8')].map(
          (script) => /** @type {const} */ (`sha256-${createHash('sha256').update(script).digest('base64')}`),
        ),
      },
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
});
