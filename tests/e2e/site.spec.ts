import { expect, test } from '@playwright/test';

test('forsiden har norsk språk, tittel og hovedmeny', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'no');
  await expect(page).toHaveTitle('Sentrum bedehus');
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  for (const label of ['Hjem', 'Program', 'Kart', 'Om oss', 'Mobilkalender', 'Aktiviteter', 'Medlemskap', 'Givertjeneste']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
});

test('ukjent adresse gir norsk 404-side med status 404 og stien', async ({ page }) => {
  const response = await page.goto('/finnes/ikke<script>');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siden finnes ikke');
  await expect(page.getByTestId('not-found-message')).toHaveText('Page not found: /finnes/ikke<script>');
});
