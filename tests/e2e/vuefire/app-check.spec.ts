/** App Check on the emulators: a debug-provider token, and why reCAPTCHA is not used here. */
import { expect, test } from '@playwright/test';

test('shows a debug App Check token and explains the provider', async ({ page }) => {
  await page.goto('/vuefire/app-check');
  await expect(page.getByText('reCAPTCHA v3, needs Google’s servers')).toBeVisible();
  await expect(page.getByTestId('app-check-token')).toHaveText(/^debug-[0-9a-f-]{36}$/);
});
