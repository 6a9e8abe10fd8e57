/**
 * Page weight as a browser loads it: the bytes of every script response as they came over the wire
 * (gzip as served, the encoded body size Chromium reports), plus the page's inline scripts gzipped,
 * for one page in a cold context, before and after scrolling to the bottom (client:visible islands).
 * One measurement for the bench (scripts/bench/20-page-weight.mjs) and the budgets' browser test
 * (tests/e2e/page-weight.spec.ts). Bytes, not timings.
 */
import { gzipSync } from 'node:zlib';

/** The visits measured: a first visit, and a returning visitor who chose «Godta» or «Avslå». */
export const VISITS = /** @type {const} */ (['first', 'accepted', 'declined']);
/** @typedef {(typeof VISITS)[number]} Visit */

/**
 * Texts the Firebase SDKs' code carries, so a loaded SDK can be named: Auth's REST host, and the
 * prefix of Firestore's (full or lite) log lines (the site's own REST read of the counts names the
 * host too: src/features/attendance/attendanceCounts.ts).
 */
const SDK_MARKS = { auth: 'identitytoolkit.googleapis.com', firestore: 'Firestore (' };

/**
 * @typedef {{bytes: number, files: string[], auth: boolean, firestore: boolean}} Load  JS loaded so far
 * @typedef {{loaded: Load, scrolled: Load, seen?: unknown}} PageWeight
 */

/** Waits until no script has been requested for `quietMs` (Firestore channels keep the network busy). */
async function quiet(/** @type {import('@playwright/test').Page} */ page, /** @type {{last: number}} */ clock, quietMs = 1_500) {
  clock.last = Date.now();
  for (const deadline = Date.now() + 20_000; Date.now() - clock.last < quietMs && Date.now() < deadline;) await page.waitForTimeout(250);
}

/**
 * Loads `url` in a new context of `browser` as `visit` and gives the JS it loaded, then again after
 * scrolling to the bottom.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {Visit} visit
 * @param {{
 *   cookies: {consent: string, dismissed: string},
 *   contextOptions?: import('@playwright/test').BrowserContextOptions,
 *   inspect?: (page: import('@playwright/test').Page) => Promise<unknown>,
 * }} options  `inspect` reads the page after scrolling (what the loaded code showed), as `seen`
 * @returns {Promise<PageWeight>}
 */
export async function measurePage(browser, url, visit, { cookies, contextOptions = {}, inspect }) {
  const context = await browser.newContext(contextOptions);
  try {
    if (visit !== 'first') {
      const { origin } = new URL(url);
      await context.addCookies([
        { name: cookies.consent, value: visit, url: origin },
        { name: cookies.dismissed, value: 'true', url: origin },
      ]);
    }
    const page = await context.newPage();
    const clock = { last: Date.now() };
    const snapshot = recordScripts(page, clock);
    await page.goto(url, { waitUntil: 'load' });
    await quiet(page, clock);
    const loaded = await snapshot();
    // Down the page step by step, so every client:visible island comes into view.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
      scrollTo(0, document.body.scrollHeight);
    });
    await quiet(page, clock);
    return { loaded, scrolled: await snapshot(), seen: await inspect?.(page) };
  } finally {
    await context.close();
  }
}

/**
 * Records every script the page loads (its size and which Firebase SDKs it holds) and the time of
 * the last one in `clock`.
 * @param {import('@playwright/test').Page} page
 * @param {{last: number}} clock
 * @returns {() => Promise<Load>} what the page has loaded so far, its inline scripts included
 */
function recordScripts(page, clock) {
  /** @type {Map<string, Promise<{bytes: number, auth: boolean, firestore: boolean}>>} */
  const scripts = new Map();
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    clock.last = Date.now();
    const path = new URL(request.url()).pathname;
    scripts.set(
      path,
      Promise.all([request.sizes(), request.response().then((r) => r?.text() ?? '')]).then(
        ([sizes, text]) => ({
          bytes: sizes.responseBodySize,
          auth: text.includes(SDK_MARKS.auth),
          firestore: text.includes(SDK_MARKS.firestore),
        }),
        () => ({ bytes: 0, auth: false, firestore: false }),
      ),
    );
  });
  return async () => {
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((s) => !/json/.test(s.getAttribute('type') ?? ''))
        .map((s) => s.textContent)
        .join('\n'),
    );
    const loaded = await Promise.all(scripts.values());
    return {
      bytes: loaded.reduce((sum, s) => sum + s.bytes, 0) + (inline ? gzipSync(inline).length : 0),
      files: [...scripts.keys()],
      auth: loaded.some((s) => s.auth),
      firestore: loaded.some((s) => s.firestore),
    };
  };
}
