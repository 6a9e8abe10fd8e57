import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The WCAG tags up to 2.2 AA, which Norwegian law asks of a voluntary body's website (likestillings- og diskrimineringsloven). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules a colour scheme can change (the others read the DOM, which is the same in both): run on
 * the current page after switching it to the dark scheme with page.emulateMedia.
 */
const SCHEME_RULES = ['color-contrast', 'link-in-text-block'];

const lines = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/**
 * AxeBuilder in legacy mode: axe runs and finishes in the page itself. The default mode finishes in
 * a second, blank page it opens for every scan, which made the axe spec take about 50 % longer here
 * (125 s against 83); the pages have no frames of other origins for it to reach.
 */
const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await axe(page).withTags(WCAG_TAGS).analyze();
  expect(lines(results.violations)).toEqual([]);
}

/**
 * Axe on the page as it is now, in the light scheme (every WCAG rule), then in the dark one (the
 * rules a scheme can change); the page is left in the light scheme.
 */
export async function expectNoAxeViolationsInBothSchemes(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  const light = lines((await axe(page).withTags(WCAG_TAGS).analyze()).violations);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = lines((await axe(page).withRules(SCHEME_RULES).analyze()).violations).map((line) => `mørkt: ${line}`);
  await page.emulateMedia({ colorScheme: 'light' });
  expect([...light, ...dark]).toEqual([]);
}

/**
 * For scanning many pages in one context: axe-core is put into every document before its own
 * scripts (an init script, which the page's CSP does not apply to), so each scan is one call.
 * Faster per page than AxeBuilder, which injects axe-core again for every scan.
 */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
}

/** Violations on the current page (after preloadAxe), one line each: rule id and targets. */
export async function preloadedAxeViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))),
    WCAG_TAGS,
  );
  return violations.map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

export async function preloadedSchemeViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(
    (rules) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe
        .run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] })
        .then((r) => r.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))),
    SCHEME_RULES,
  );
  return violations.map((v) => `${v.id}: ${v.targets.join(', ')}`);
}
