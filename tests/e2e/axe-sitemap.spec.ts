import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { sitemapPaths } from '../support/sitemap';

/**
 * Axe over the built sitemap. The programme makes hundreds of occurrence pages from a handful of
 * templates; scanning all of them takes minutes on two cores, so every content page is scanned plus
 * a deterministic sample of each route type (the first, middle and last path in sitemap order).
 */
// AXE_ALL=1 scans every URL of the sitemap (e.g. nightly CI); the default run samples dynamic routes.
const SAMPLE_PER_ROUTE_TYPE = process.env.AXE_ALL === '1' ? Number.POSITIVE_INFINITY : 3;
const paths = sitemapPaths(readFileSync(resolve(process.cwd(), 'dist/sitemap-0.xml'), 'utf8'), SAMPLE_PER_ROUTE_TYPE);

test.describe.configure({ mode: 'parallel' });

for (const path of paths) {
  test(`axe: ${path}`, async ({ page }) => {
    // Long lists (/program) take axe a while on a busy two-core machine.
    test.setTimeout(90_000);
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
