/**
 * Axe on one page of every template in the sitemap and on every state a visitor can put a page in
 * (first visit with the consent banner, after «Avslå», the phone menu open, a cancelled, an ended and
 * a coming event with its attendance part, the membership and hire forms with their errors, the 404 page), each
 * in the light and the dark scheme. Most of the sitemap's pages come from two templates; the crawl of
 * every URL stays as `npm run test:axe-all` (tests/e2e/axe-sitemap.spec.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolationsInBothSchemes } from '../support/axe';
import { programmeNow, subjectsNow } from '../support/siteClock';
import { onePagePerTemplate, sitemapPaths, templates } from '../support/sitemap';
import { paths, ROUTES } from '../../model/routes';

const perTemplate = onePagePerTemplate(sitemapPaths());

test.describe.configure({ mode: 'parallel' });

test('every page in the sitemap belongs to a template of the route table, and every page template is in it', () => {
  const orphans = sitemapPaths().filter((path) => !templates.some((t) => t.match.test(path)));
  expect(orphans).toEqual([]);
  // All but the feeds, images, robots.txt, the hire page's meetings (JSON) and the demo (not pages in
  // the sitemap) and the error pages.
  const pages = Object.keys(ROUTES).filter(
    (name) => !/Feed$|feed$|Image$|^robots$|^vuefire$|^hallHireMeetings$|^notFound$|^serverError$/.test(name),
  );
  expect([...perTemplate.keys()].sort()).toEqual(pages.sort());
});

for (const [template, path] of perTemplate) {
  test(`axe, ${template}: ${path}, first visit with the banner open`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'Vi bruker informasjonskapsler' })).toBeVisible();
    await expectNoAxeViolationsInBothSchemes(page);
  });
}

/** A page a visitor has answered the banner on, scrolled through so islands that start on view run. */
async function visit(page: Page, path: string, choice: 'Godta' | 'Avslå') {
  await page.goto(path);
  await page.getByRole('button', { name: choice }).click();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

const STATES: Record<string, (page: Page) => Promise<void>> = {
  'home after «Avslå»': (page) => visit(page, '/', 'Avslå'),
  'the phone menu open': async (page) => {
    await visit(page, '/', 'Avslå');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByText('Meny', { exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link').first()).toBeVisible();
  },
  'a cancelled event': async (page) => visit(page, `/program/${(await subjectsNow()).cancelled.occurrence.occurrenceId}`, 'Avslå'),
  'an ended event': async (page) => visit(page, `/program/${(await programmeNow()).archive[0].occurrenceId}`, 'Avslå'),
  'a coming event with its attendance part': async (page) => {
    await visit(page, `/program/${(await subjectsNow()).meeting.occurrenceId}`, 'Godta');
    await expect(page.getByRole('region', { name: 'Kommer du?' }).getByRole('button', { name: 'Kommer', exact: true })).toBeEnabled({
      timeout: 15_000,
    });
  },
  'the membership form with its errors': async (page) => {
    await visit(page, '/medlemskap', 'Avslå');
    const form = page.getByRole('form', { name: 'Søk om medlemskap' });
    await expect(form.getByRole('button', { name: 'Send søknad' })).toBeEnabled({ timeout: 15_000 });
    await form.getByRole('button', { name: 'Send søknad' }).click();
    await expect(form.locator('.error-summary')).toBeFocused();
  },
  'the hire page with the bookings read and the form with its errors': async (page) => {
    await visit(page, paths.hallHire, 'Avslå');
    // Each island starts when it comes into view.
    await page.locator('.availability').scrollIntoViewIfNeeded();
    await expect(page.locator('.availability')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
    const form = page.getByRole('form', { name: 'Send en forespørsel' });
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByRole('button', { name: 'Send forespørsel' })).toBeEnabled({ timeout: 15_000 });
    await form.getByRole('button', { name: 'Send forespørsel' }).click();
    await expect(form.locator('.error-summary')).toBeFocused();
  },
  'the 404 page': async (page) => {
    await page.goto('/finnes/ikke');
    await page.getByRole('button', { name: 'Avslå' }).click();
  },
};

for (const [state, open] of Object.entries(STATES)) {
  test(`axe, ${state}`, async ({ page }) => {
    await open(page);
    await expectNoAxeViolationsInBothSchemes(page);
  });
}
