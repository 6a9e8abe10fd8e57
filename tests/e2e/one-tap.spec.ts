/**
 * What visitors come to do, counted in taps from the home page on a 390 px phone: each at most two.
 * A tap is a tap on a link or button; scrolling is free. The last tap of a task leaves the site (the
 * Vipps app, the calendar app), so there the test checks the link's target instead of following it.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { subjectsNow } from '../support/siteClock';
import { paths } from '../../model/routes';

test.use({ viewport: { width: 390, height: 844 } });

const MAX_TAPS = 2;

/** Counts the taps of one task. */
function tapCounter(page: Page) {
  let taps = 0;
  return {
    /** Taps a link or button of the site and waits for what it opens. */
    async tap(target: Locator) {
      await expect(target).toBeVisible();
      taps++;
      await target.tap();
      await page.waitForLoadState();
    },
    /** The final tap onto another app: counted, its target checked, not followed. */
    async tapOut(target: Locator, href: RegExp) {
      await expect(target).toBeVisible();
      taps++;
      await expect(target).toHaveAttribute('href', href);
    },
    get taps() {
      return taps;
    },
  };
}

test('«gi 200 kr med Vipps»: Vipps opens on the gift link in at most two taps', async ({ page }) => {
  await page.goto(paths.home);
  const counter = tapCounter(page);
  await counter.tap(page.getByRole('link', { name: /Gi en gave/ }));
  await counter.tapOut(page.getByRole('link', { name: /^Åpne Vipps/ }).first(), /^https:\/\/qr\.vipps\.no\/donations\/\d+$/);
  expect(counter.taps).toBeLessThanOrEqual(MAX_TAPS);
});

test('«følg bønnemøtet i kalenderen»: the series feed in at most two taps', async ({ page }) => {
  const { meeting } = await subjectsNow();
  await page.goto(paths.home);
  const counter = tapCounter(page);
  await counter.tap(page.locator('.path-cards').getByRole('link', { name: /^Aktiviteter/ }));
  const activity = page.locator('.activity', { has: page.getByRole('heading', { name: meeting.title }) });
  await counter.tapOut(
    activity.getByRole('link', { name: /^Følg i kalenderen/ }),
    new RegExp(`^webcal://.+${paths.seriesFeed(meeting.eventSlug)}$`),
  );
  expect(counter.taps).toBeLessThanOrEqual(MAX_TAPS);
});

test('«finn kontonummeret»: the account number in at most two taps', async ({ page }) => {
  await page.goto(paths.home);
  const counter = tapCounter(page);
  await counter.tap(page.getByRole('link', { name: /Gi en gave/ }));
  const account = page
    .getByTestId('donation-recipient')
    .first()
    .getByText(/^\d{4}\.\d{2}\.\d{5}$/);
  await account.scrollIntoViewIfNeeded();
  await expect(account).toBeInViewport();
  expect(counter.taps).toBeLessThanOrEqual(MAX_TAPS);
});
