/**
 * What a browser loads, held to the budgets (scripts/pageWeight/budgets.mjs), counted by the bench's
 * own measurement (scripts/pageWeight/measure.mjs): script responses as served (gzip) plus inline
 * scripts, in a cold context, on load and after scrolling to the bottom. Bytes, not timings.
 * - Every text page (one of each route), for a first visit and for returning visitors
 *   who chose «Godta» or «Avslå»: at most 4 kB, never React (only islands need it) and never the
 *   search's engine (the search page without a query is one of them).
 * - The search page with a query: the page's script and the search worker (MiniSearch), at most 12 kB.
 * - An event page for a returning visitor who chose «Godta» but never answered: the counts come at
 *   once, read over REST without the Firebase SDK (nor Auth: there is no sign-in to read), at most 80 kB
 *   after scrolling (119.5 kB with Firestore lite, 138.5 kB with Auth as well).
 */
import { expect, test } from '../support/test';
import { sitemapPaths } from '../support/sitemap';
import { subjectsNow } from '../support/siteClock';
import {
  EVENT_PAGE_ACCEPTED_JS_BUDGET,
  SEARCH_PAGE_JS_BUDGET,
  TEXT_PAGE_JS_BUDGET,
  hasIslands,
  pagePattern,
} from '../../scripts/pageWeight/budgets.mjs';
import { measurePage, VISITS } from '../../scripts/pageWeight/measure.mjs';
import { CONSENT_COOKIE, DISMISSED_COOKIE } from '../../src/features/consent/consentState';
import { paths } from '../../model/routes';

const cookies = { consent: CONSENT_COOKIE, dismissed: DISMISSED_COOKIE };
// Three cold visits per test side by side, each waiting for the network to go quiet twice: time for a busy CI machine.
test.describe.configure({ timeout: 180_000 });
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
/** React's chunk (scripts/astro/client-chunks.mjs), Astro's React client and the attendance part's and hire page's own scripts. */
const REACT = /\/_astro\/((react|client)\.|hydrate(Attendance|HallHire)-)[\w-]+\.js$/;
/** The search's worker (src/features/search/searchWorker.ts): MiniSearch and the search itself. */
const SEARCH_WORKER = /\/_astro\/searchWorker-[\w-]+\.js$/;

/** One page of each route (hundreds of calendar pages share one template). */
const textPages = Object.values(
  Object.groupBy(
    sitemapPaths().filter((path) => !hasIslands(path)),
    pagePattern,
  ),
).map((group) => group![0]);

test('the text pages measured include every kind the budget names', () => {
  for (const path of [
    '/',
    paths.program,
    paths.map,
    paths.about,
    paths.activities,
    paths.donations,
    paths.subscribe,
    paths.archive,
    paths.legal('personvern'),
    paths.search,
  ])
    expect(textPages).toContain(path);
  expect(textPages.some((path) => path.startsWith(`${paths.program}/maned/`))).toBe(true);
});

for (const path of textPages) {
  test(`${path}: at most ${kB(TEXT_PAGE_JS_BUDGET)} JS for every visitor, no React`, async ({ browser, baseURL }) => {
    // The three visits side by side: each has its own cold context, and most of a measurement is waiting for quiet.
    const weights = await Promise.all(VISITS.map((visit) => measurePage(browser, `${baseURL}${path}`, visit, { cookies })));
    for (const [i, { loaded, scrolled }] of weights.entries()) {
      const visit = VISITS[i];
      expect(loaded.bytes, `${visit}: ${loaded.files.join(', ')}`).toBeGreaterThan(0);
      expect(scrolled.bytes, `${visit}: ${kB(scrolled.bytes)} ${scrolled.files.join(', ')}`).toBeLessThanOrEqual(TEXT_PAGE_JS_BUDGET);
      expect(
        scrolled.files.filter((file) => REACT.test(file) || SEARCH_WORKER.test(file)),
        `${visit}: neither React nor the search`,
      ).toEqual([]);
    }
  });
}

test(`${paths.search}?q=…: the search loads its worker, at most ${kB(SEARCH_PAGE_JS_BUDGET)} JS`, async ({ browser, baseURL }) => {
  const { scrolled } = await measurePage(browser, `${baseURL}${paths.search}?q=kontonummer`, 'first', { cookies });
  expect(
    scrolled.files.some((file) => SEARCH_WORKER.test(file)),
    `the search worker is loaded: ${scrolled.files.join(', ')}`,
  ).toBe(true);
  expect(scrolled.bytes, `${kB(scrolled.bytes)} ${scrolled.files.join(', ')}`).toBeLessThanOrEqual(SEARCH_PAGE_JS_BUDGET);
});

test(`event page, returning visitor after «Godta» without an answer: counts without the Firebase SDK, at most ${kB(EVENT_PAGE_ACCEPTED_JS_BUDGET)}`, async ({
  browser,
  baseURL,
}) => {
  const { occurrenceId } = (await subjectsNow()).meeting;
  const { scrolled, seen } = await measurePage(browser, `${baseURL}${paths.event(occurrenceId)}`, 'accepted', {
    cookies,
    // The counts line once the read has answered (the emulator's first request took 16.6 s on a machine at load 16–19).
    inspect: async (page) => {
      const counts = page.locator('[data-counts]');
      await counts
        .filter({ hasText: /kommer/ })
        .waitFor({ timeout: 45_000 })
        .catch(() => {});
      return counts.textContent();
    },
  });
  expect(
    scrolled.files.some((file) => REACT.test(file)),
    'the islands are loaded',
  ).toBe(true);
  expect(seen, 'the counts are shown').toMatch(/^\d+ kommer · \d+ kanskje$/);
  expect(scrolled.firestore || scrolled.auth, `no Firebase SDK: ${scrolled.files.join(', ')}`).toBe(false);
  expect(scrolled.bytes, `${kB(scrolled.bytes)} ${scrolled.files.join(', ')}`).toBeLessThanOrEqual(EVENT_PAGE_ACCEPTED_JS_BUDGET);
});
