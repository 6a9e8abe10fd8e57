/** Analytics waits for cookie consent, and says why it stays off. */
import { expect, test } from '@playwright/test';

test('without consent Analytics stays off and says so', async ({ page }) => {
  await page.goto('/vuefire/analytics');
  await expect(page.getByText('you have not accepted cookies')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log a generate_lead event' })).toBeDisabled();
});

test('after consent, the demo project explains that it has no measurement id', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'CookieConsent', value: 'true', url: baseURL! }]);
  await page.goto('/vuefire/analytics');
  await expect(page.getByText('You accepted cookies and this browser supports Analytics')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable analytics collection' })).toBeDisabled();
});
