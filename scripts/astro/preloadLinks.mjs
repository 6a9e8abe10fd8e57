/**
 * The page side of the two preload integrations (module-preload.mjs for the site, demo-preload.mjs
 * for /vuefire): which files a built page names in its own <script src>, and the page with a
 * <link rel="modulepreload"> for each file it does not name yet.
 */

/** The files a page names in its own <script src>. @param {string} html */
export const pageScripts = (html) => [...html.matchAll(/<script[^>]*\bsrc="\/_astro\/([^"]+\.js)"/g)].map((m) => m[1]);

/**
 * `html` with a modulepreload link, before </head>, for each of `chunks` the page does not name
 * (sorted, so builds compare byte for byte); `html` itself when there is none to add.
 * @param {string} html
 * @param {Iterable<string>} chunks  files under /_astro/
 * @param {string} page  named in the error when the page has no </head>
 */
export function withModulePreloads(html, chunks, page) {
  const named = new Set(pageScripts(html));
  const links = [...new Set(chunks)]
    .filter((chunk) => !named.has(chunk))
    .sort()
    .map((chunk) => `<link rel="modulepreload" href="/_astro/${chunk}">`)
    .join('');
  if (!links) return html;
  if (!html.includes('</head>')) throw new Error(`${page}: fant ikke </head>`);
  return html.replace('</head>', () => `${links}</head>`);
}
