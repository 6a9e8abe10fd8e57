import { expect, test } from '../support/test';
import { preloadAxe, preloadedAxeViolations, preloadedSchemeViolations } from '../support/axe';
import { sitemapPaths } from '../support/sitemap';

/**
 * The full crawl, run by hand or before a release: `npm run test:axe-all` (AXE_ALL=1). `npm test`
 * checks one page per template and every state instead (tests/e2e/axe.spec.ts).
 *
 * Axe over every page of the built sitemap (hundreds of programme occurrences included). One
 * browser page walks a share of the list: a fresh test per URL costs more than the scan itself.
 * Violations are collected per path and reported together. Each page is scanned in the light scheme,
 * then switched to the dark one (prefers-color-scheme) for the rules a scheme can change.
 */
const paths = sitemapPaths();
const SHARES = 4;

test.describe.configure({ mode: 'parallel' });
test.skip(!process.env.AXE_ALL, 'the full crawl: npm run test:axe-all');

for (let share = 0; share < SHARES; share++) {
  const mine = paths.filter((_, i) => i % SHARES === share);
  test(`axe: sitemap share ${share + 1} of ${SHARES} (${mine.length} pages, ${mine[0]} …)`, async ({ context, page }) => {
    // Well under a second per page; generous so a busy two-core machine never fails the run.
    test.setTimeout(mine.length * 5_000);
    await preloadAxe(context);
    const failures: Record<string, string[]> = {};
    for (const path of mine) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await page.emulateMedia({ colorScheme: 'light' });
      const found = await preloadedAxeViolations(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      const dark = (await preloadedSchemeViolations(page)).map((line) => `mørkt: ${line}`);
      if (found.length || dark.length) failures[path] = [...found, ...dark];
    }
    expect(failures).toEqual({});
  });
}
