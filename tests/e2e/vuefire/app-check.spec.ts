/** App Check on the emulators: a debug-provider token, and why reCAPTCHA is not used here. */
import { expect, test } from '../../support/test';

// The demo has no build date: its rules hold the browser's day to the emulator's real time.
test.use({ buildClock: false });

test('shows a debug App Check token and explains the provider', async ({ page }) => {
  await page.goto('/vuefire/app-check');
  await expect(page.getByText('reCAPTCHA v3, needs Google’s servers')).toBeVisible();
  await expect(page.getByTestId('app-check-token')).toHaveText(/^debug-[0-9a-f-]{36}$/);
});
