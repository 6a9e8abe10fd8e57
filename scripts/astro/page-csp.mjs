/**
 * Astro integration: each page's <meta> policy allows only the inline scripts and styles that page
 * carries. Astro writes the hash of every inline script and style of the whole build into every page
 * (23 hashes, about 1 kB gzip of random text per page); the page needs its own two or three. The
 * HTTP header (firebase.json) still lists the site's script hashes; both policies must allow a
 * script, so a page runs only what it has. The demo's pages (/vuefire) are left as Astro wrote them.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sitePages } from './module-preload.mjs';

/** Inline <script> and <style> elements; group 2 is the opening tag's attributes, group 3 the text. */
const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g;
const META_CSP = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;
const HASH_SOURCE = / '(sha256-[A-Za-z0-9+/]+=*)'/g;

/** The CSP hash sources of what a page runs or applies inline (not data such as JSON-LD). @param {string} html */
function inlineHashes(html) {
  const hashes = new Set();
  for (const [, tag, attributes, text] of html.matchAll(INLINE)) {
    if (tag === 'script' && (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes))) continue;
    hashes.add(`sha256-${createHash('sha256').update(text).digest('base64')}`);
  }
  return hashes;
}

/** The page with its meta policy's hashes cut to those of its own inline elements. @param {string} html */
function withOwnHashes(html) {
  const own = inlineHashes(html);
  return html.replace(
    META_CSP,
    (_, open, policy, close) =>
      `${open}${/** @type {string} */ (policy).replace(HASH_SOURCE, (source, hash) => (own.has(hash) ? source : ''))}${close}`,
  );
}

/** @returns {import('astro').AstroIntegration} */
export default function pageCsp() {
  return {
    name: 'page-csp',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        let pages = 0;
        for (const file of sitePages(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const trimmed = withOwnHashes(html);
          if (trimmed === html) continue;
          writeFileSync(file, trimmed);
          pages++;
        }
        logger.info(`CSP-hasher kuttet til sidens egne på ${pages} sider`);
      },
    },
  };
}
