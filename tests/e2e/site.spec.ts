import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';

test('forsiden har norsk språk, tittel og hovedmeny', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'no');
  await expect(page).toHaveTitle('Sentrum bedehus');
  // On a phone the nav sits behind the «Meny» button.
  const menu = page.getByText('Meny', { exact: true });
  if (await menu.isVisible()) await menu.click();
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  await expect(nav.getByRole('link', { name: 'Hjem', exact: true })).toHaveAttribute('aria-current', 'page');
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

test('an unknown event gets the route-check wording, filled in by the server without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/program/finnes-ikke-2026-01-01');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found-message')).toHaveText('Page Not Found: /program/finnes-ikke-2026-01-01');
  await context.close();
});

test('404.html served as it is (as Firebase Hosting does) fills in the path in the browser', async ({ page }) => {
  // The file as built, unfilled by any server: the text comes from the page's script.
  const page404 = readFileSync('dist/404.html', 'utf8');
  await page.route(
    (url) => url.pathname === '/finnes/ikke',
    (route) => route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: page404 }),
  );
  await page.goto('/finnes/ikke');
  await expect(page.getByTestId('not-found-message')).toHaveText('Page not found: /finnes/ikke');
});

test('bidi controls in the address show as escapes, from the server and from the page script', async ({ page }) => {
  await page.goto('/%E2%80%AEevil%E2%80%AC');
  await expect(page.getByTestId('not-found-message')).toHaveText('Page not found: /\\u202Eevil\\u202C');
  const page404 = readFileSync('dist/404.html', 'utf8');
  await page.route(
    (url) => url.pathname === '/%E2%80%AEhosting%E2%80%AC',
    (route) => route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: page404 }),
  );
  await page.goto('/%E2%80%AEhosting%E2%80%AC');
  await expect(page.getByTestId('not-found-message')).toHaveText('Page not found: /\\u202Ehosting\\u202C');
});

test("the error pages' own addresses are not pages: /404 and /500 answer 404", async ({ request }) => {
  for (const path of ['/404', '/500']) expect((await request.get(path)).status(), path).toBe(404);
});

test('a bot gets the 404 status and the same page a person gets, as Hosting gives it', async ({ request }) => {
  const bot = await request.get('/finnes/ikke', {
    headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', Accept: '*/*' },
  });
  expect(bot.status()).toBe(404);
  expect(bot.headers()['content-type']).toContain('text/html');
  const person = await request.get('/finnes/ikke', { headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' } });
  expect(person.status()).toBe(404);
  expect(await person.text()).toContain('Siden finnes ikke');
  expect(await bot.text()).toBe(await person.text());
});
