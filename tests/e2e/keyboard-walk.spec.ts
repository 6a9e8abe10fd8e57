/**
 * One visit by keyboard only (Tab, Shift+Tab, Enter, Space), on a phone and on a desktop: a first
 * visit to /program with the cookie banner open, to an event, its print, share and summary toggle,
 * attendance (answer and withdraw), and back to the banner to decline; and /utleie, from the top to
 * «Neste måned», through the request form to its error summary and back to a field. At every focus
 * stop the focus is on an element (never <body>), ringed (≥ 2 px, ≥ 3:1 against its background) and
 * not covered by the banner or anything else fixed (tests/support/focusStop.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectVisibleFocus } from '../support/focusStop';
import { paths } from '../../model/routes';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses `key` (Tab or Shift+Tab), checking every stop, until `target` has focus; gives the number of stops. */
async function moveTo(page: Page, target: Locator, where: string, key = 'Tab', max = 80): Promise<number> {
  for (let stops = 1; stops <= max; stops++) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page, `${where}, stopp ${stops}`);
    if (await isFocused(target)) return stops;
  }
  throw new Error(`${where}: nådde ikke målet etter ${max} trykk på ${key}`);
}

const WALKS = [
  { name: 'phone 390×844', use: { viewport: { width: 390, height: 844 } } },
  { name: 'desktop 1366×900', use: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 } },
];

for (const walk of WALKS) {
  test.describe(walk.name, () => {
    test.use(walk.use);

    test(`${walk.name}: programme → event → print → share → toggle → attendance → cookie banner, focus always visible and uncovered`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => {
        window.print = () => {
          (window as unknown as { printed: number }).printed = 1;
        };
      });
      await page.goto('/program');
      const banner = page.getByRole('region', { name: 'Vi bruker informasjonskapsler' });
      await expect(banner.getByRole('button', { name: 'Godta' })).toBeEnabled();
      const viewport = page.viewportSize()!;
      const bannerHeight = (await banner.boundingBox())!.height;
      expect(bannerHeight, `banner ${bannerHeight} px high`).toBeLessThanOrEqual(viewport.height * 0.25);

      // A first visit: the banner is the first stop, and stays open (not chosen) while the walk goes on.
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page, '/program, stopp 1');
      expect(await page.evaluate(() => document.activeElement?.closest('.cookie-banner') != null), 'first stop is in the banner').toBe(
        true,
      );

      // The first card not yet over by the browser's clock (ended ones are hidden).
      const firstCard = page.locator('[data-testid="programme-item"]:visible').first().locator('.programme-title');
      const title = (await firstCard.textContent())!.trim();
      let stops = 1 + (await moveTo(page, firstCard, '/program'));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

      // The islands appear once hydrated; wait, so Tab meets them.
      const print = page.getByRole('button', { name: 'Skriv ut' });
      const share = page.getByRole('button', { name: 'Del' });
      const summary = page.getByRole('button', { name: 'Sammendrag' });
      await expect(share).toBeVisible();
      await expect(summary).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Godta' })).toBeEnabled();

      stops += await moveTo(page, print, 'arrangement → Skriv ut');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
      await expectVisibleFocus(page, 'etter Skriv ut');

      stops += await moveTo(page, share, 'arrangement → Del');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status')).not.toBeEmpty();
      await expectVisibleFocus(page, 'etter Del');

      stops += await moveTo(page, summary, 'arrangement → Sammendrag');
      await page.keyboard.press('Space');
      await expect(summary).toHaveAttribute('aria-pressed', 'true');
      await expectVisibleFocus(page, 'etter Sammendrag');

      // Attendance hydrates when it scrolls into view, which the Tab to it does.
      const part = page.getByRole('region', { name: 'Kommer du?' });
      const coming = part.getByRole('button', { name: 'Kommer', exact: true });
      stops += await moveTo(page, coming, 'arrangement → Kommer');
      await expect(page.locator('attendance-island:not([ssr]) .attendance')).toHaveCount(1);
      await page.keyboard.press('Space');
      await expect(part.getByText('Ditt svar: Kommer.')).toBeVisible({ timeout: 15_000 });
      await expectVisibleFocus(page, 'etter Kommer');
      stops += await moveTo(page, part.getByRole('button', { name: 'Trekk svaret' }), 'Kommer → Trekk svaret');
      await page.keyboard.press('Enter');
      await expect(part.getByText('Du har ikke svart ennå.')).toBeVisible({ timeout: 15_000 });
      await expectVisibleFocus(page, 'etter Trekk svaret');
      await expect(coming).toBeFocused();

      // Back up through the page to the banner, still open, and decline: focus goes to the content.
      stops += await moveTo(page, banner.getByRole('button', { name: 'Avslå' }), 'Trekk svaret → banneret', 'Shift+Tab', 120);
      await page.keyboard.press('Enter');
      await expect(banner).toBeHidden();
      await expect(page.locator('main')).toBeFocused();
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page, 'etter Avslå, første Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('main') != null), 'Tab after the choice stays in the content').toBe(
        true,
      );
      stops += 1;
      console.log(`keyboard walk, ${walk.name}: ${stops} focus stops checked`);
    });

    test(`${walk.name}: /utleie → next month → the form, its errors and back to a field, focus always visible and uncovered`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'cookie-consent-banner-dismissed', value: 'true', url: baseURL! }]);
      await page.goto(paths.hallHire);
      // The islands start when they come into view; started first, so Tab meets their controls enabled.
      const availability = page.locator('.availability');
      await availability.scrollIntoViewIfNeeded();
      await expect(availability).toHaveAttribute('data-ready', '');
      const form = page.getByRole('form', { name: 'Send en forespørsel' });
      await form.scrollIntoViewIfNeeded();
      const send = form.getByRole('button', { name: 'Send forespørsel' });
      await expect(send).toBeEnabled({ timeout: 15_000 });
      await page.evaluate(() => window.scrollTo(0, 0));

      const next = availability.getByRole('button', { name: 'Neste måned' });
      let stops = await moveTo(page, next, '/utleie → Neste måned', 'Tab', 120);
      const month = availability.getByRole('heading', { level: 3 });
      const shown = (await month.textContent())!;
      await page.keyboard.press('Enter');
      await expect(month).not.toHaveText(shown);
      await expect(next).toBeFocused();
      await expectVisibleFocus(page, 'etter Neste måned');

      const consent = form.getByLabel(/Jeg samtykker/);
      stops += await moveTo(page, consent, 'Neste måned → samtykket');
      await page.keyboard.press('Space');
      await expect(consent).toBeChecked();
      stops += await moveTo(page, send, 'samtykket → Send forespørsel');
      await page.keyboard.press('Enter');
      const summary = form.locator('.error-summary');
      await expect(summary).toBeFocused();
      stops += await moveTo(page, summary.getByRole('link').first(), 'feilsammendraget → første feil');
      await page.keyboard.press('Enter');
      await expect(form.getByLabel('Dato', { exact: true })).toBeFocused();
      await expectVisibleFocus(page, 'Dato, fra feilsammendraget');
      console.log(`keyboard walk on /utleie, ${walk.name}: ${stops} focus stops checked`);
    });
  });
}
