import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * The 404 page: Norwegian first, ways on, and the requested path shown as text only, whether the
 * local server fills it in (JavaScript off) or the page's script does (on Hosting, which serves
 * 404.html as it is).
 */

// Replacement patterns of String.prototype.replace, markup and a meta refresh: all must stay text.
const hostilePaths = [
  "/x$`$&$1$2$'$$",
  '/x<img src=x onerror="window.pwned=1">',
  '/x<meta http-equiv="refresh" content="0;url=/program">$`',
  '/x$`<meta http-equiv=refresh content=0;url=/program><img src=x onerror=window.pwned=1>$&',
];

/** The page shows `path` as text and nothing from it became markup or ran. */
async function expectTextOnly(page: Page, path: string) {
  await expect(page.getByTestId('not-found-message')).toHaveText(`Page not found: ${path}`);
  // A meta refresh would have left the page by now.
  await page.waitForTimeout(1_000);
  expect(new URL(page.url()).pathname).toBe(new URL(path, 'http://x').pathname);
  await expect(page.locator('meta[http-equiv="refresh" i], img[onerror]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('Norwegian first: heading, explanation, Hjem and Program; the English line below, smaller and muted', async ({ page }) => {
      const response = await page.goto('/finnes/ikke');
      expect(response?.status()).toBe(404);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Siden finnes ikke');
      await expect(page.getByTestId('not-found-explanation')).toHaveText(/^Vi fant ingen side på denne adressen\./);
      const waysOn = main.getByRole('navigation', { name: 'Videre herfra' });
      await expect(waysOn.getByRole('link', { name: 'Hjem', exact: true })).toHaveAttribute('href', '/');
      await expect(waysOn.getByRole('link', { name: 'Program', exact: true })).toHaveAttribute('href', '/program');
      const english = page.getByTestId('not-found-message');
      await expect(english).toHaveText('Page not found: /finnes/ikke');
      const size = (selector: string) => page.locator(selector).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(await size('[data-not-found-path]')).toBeLessThan(await size('[data-testid="not-found-explanation"]'));
      const order = await page.evaluate(() => {
        const at = (selector: string) => document.querySelector(selector)!;
        return Boolean(
          at('[data-testid="not-found-explanation"]').compareDocumentPosition(at('[data-not-found-message]')) &
          Node.DOCUMENT_POSITION_FOLLOWING,
        );
      });
      expect(order).toBe(true);
      const colour = (selector: string) => page.locator(selector).evaluate((el) => getComputedStyle(el).color);
      expect(await colour('[data-not-found-message]')).not.toBe(await colour('[data-testid="not-found-explanation"]'));
    });

    test('an unknown event address explains and points to Program', async ({ page }) => {
      const response = await page.goto('/program/finnes-ikke-2026-01-01');
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('not-found-explanation')).toHaveText(/^Vi fant ikke dette arrangementet\..*programmet/);
      await expect(page.getByRole('main').getByRole('link', { name: 'Program', exact: true })).toHaveAttribute('href', '/program');
      await expect(page.getByTestId('not-found-message')).toHaveText('Page Not Found: /program/finnes-ikke-2026-01-01');
    });

    for (const path of hostilePaths) {
      test(`the local server shows ${JSON.stringify(path)} as text only`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expectTextOnly(page, path);
      });
    }
  });
}

test.describe('on Hosting (404.html served unchanged, filled in by its script)', () => {
  for (const path of hostilePaths) {
    test(`shows ${JSON.stringify(path)} as text only`, async ({ page }) => {
      // The file as built: the local server answers /404 itself with 404 and the path filled in.
      const page404 = readFileSync('dist/404.html', 'utf8');
      // Hosting answers every unknown path with the file as built; no CSP here, so an injected handler would run.
      await page.route(
        (url) => url.pathname.startsWith('/x'),
        (route) => route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: page404 }),
      );
      await page.goto(path);
      await expectTextOnly(page, path);
    });
  }
});
