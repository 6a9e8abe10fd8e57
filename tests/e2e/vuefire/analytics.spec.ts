/** Analytics waits for cookie consent, and says why it stays off. */
import { expect, test } from '../../support/test';

// The demo has no build date: its rules hold the browser's day to the emulator's real time.
test.use({ buildClock: false });

test('without consent (or after declining) Analytics stays off and says so', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'CookieConsent', value: 'declined', url: baseURL! }]);
  await page.goto('/vuefire/analytics');
  await expect(page.getByText('you have not accepted cookies')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log a generate_lead event' })).toBeDisabled();
});

test('after consent, the demo project explains that it has no measurement id', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'CookieConsent', value: 'accepted', url: baseURL! }]);
  await page.goto('/vuefire/analytics');
  await expect(page.getByText('You accepted cookies and this browser supports Analytics')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable analytics collection' })).toBeDisabled();
});
