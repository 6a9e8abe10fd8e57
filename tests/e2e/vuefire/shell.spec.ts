/** The demo shell: nav from the route table, deep links, not-found, scroll, new-build reload, axe. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { fullPath, navRoutes } from '../../../src/demo/routes';
import { createAccount, emulatorHosts, signInWithForm, uniqueEmail } from '../../support/demoEmulators';
import { layoutShifts } from '../../support/layoutShifts';

// The demo has no build date: its rules hold the browser's day to the emulator's real time.
test.use({ buildClock: false });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Demo' });

test('nav lists every route by order and marks the current one', async ({ page }) => {
  await page.goto('/vuefire/storage');
  await expect(nav(page).getByRole('link')).toHaveText(navRoutes().map((r) => r.title));
  await expect(nav(page).getByRole('link', { name: 'Storage' })).toHaveAttribute('aria-current', 'page');
  await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
  // Hover preloads the screen's chunk before the click (once the app has taken over the prerendered nav).
  await expect(page.locator('#demo-app[data-hydrated]')).toHaveCount(1);
  const preloaded = page.waitForRequest(/\/CounterScreen\.[^/]*\.js$/);
  await nav(page).getByRole('link', { name: 'Daily Counter' }).hover();
  await preloaded;
  await nav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/vuefire$/);
  await expect(nav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Pick a demo in the menu above')).toBeVisible();
});

test('every open route works as a deep link; unknown paths get the in-app not-found', async ({ page }) => {
  for (const route of navRoutes().filter((r) => !r.guard)) {
    const response = await page.goto(fullPath(route.path));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: route.title })).toHaveAttribute('aria-current', 'page');
  }
  await page.goto('/vuefire/no/such/demo');
  await expect(page.getByText('Page not found: /vuefire/no/such/demo')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('scroll: top on a new path, restored on back, untouched for the same path', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 300 });
  await page.goto('/vuefire/login');
  await expect(page.getByRole('button', { name: 'Continue anonymously' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
  // Clicked from script: Playwright's own click would first scroll the link into view.
  const clickNav = (title: string) =>
    nav(page)
      .getByRole('link', { name: title })
      .evaluate((a: HTMLElement) => a.click());
  await clickNav('Login'); // same path
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(200);
  await clickNav('App Check');
  await expect(page.getByRole('heading', { name: 'App Check' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
});

test('a newer build makes the next navigation a full page load, once per path per 10 s', async ({ page }) => {
  await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: 'a-newer-build', time: Date.now() } }));
  const latestRequests: string[] = [];
  page.on('request', (req) => req.url().includes('/builds/latest.json') && latestRequests.push(req.url()));
  await page.goto('/vuefire');
  await expect.poll(() => latestRequests.length).toBeGreaterThan(0);
  expect(latestRequests[0]).toMatch(/latest\.json\?ts=\d+/);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  await nav(page).getByRole('link', { name: 'Daily Counter' }).click();
  await expect(page).toHaveURL(/\/vuefire\/counter$/);
  await expect(page.getByRole('heading', { name: 'Daily Counter' })).toBeVisible();
  // A full load: the old window state is gone.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();

  // After the reload the app again sees a newer build; back to a path reloaded a moment ago: in-app only.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2));
  // The heading is in the prerendered shell: the focus listener exists only once the app has taken over.
  await expect(page.locator('#demo-app[data-hydrated]')).toHaveCount(1);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect.poll(() => latestRequests.length).toBeGreaterThan(2);
  await nav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByText('Pick a demo in the menu above')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  // The prerendered links are plain links until the app has taken over the page.
  await expect(page.locator('#demo-app[data-hydrated]')).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 3));
  await nav(page).getByRole('link', { name: 'Daily Counter' }).click();
  await expect(page.getByRole('heading', { name: 'Daily Counter' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(3);
});

test('a failed build check is logged and the app carries on', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (msg) => msg.type() === 'warning' && warnings.push(msg.text()));
  await page.route('**/builds/latest.json*', (route) => route.abort());
  await page.goto('/vuefire');
  await expect.poll(() => warnings.some((w) => w.includes('could not check for a new build'))).toBe(true);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await nav(page).getByRole('link', { name: 'Database' }).click();
  await expect(page.getByRole('heading', { name: 'Database' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('axe finds nothing on any screen', async ({ page, request }) => {
  test.setTimeout(90_000);
  const check = async (label: string) => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  for (const route of navRoutes().filter((r) => !r.guard)) {
    await page.goto(fullPath(route.path));
    await expect(page.locator('#demo-app[data-hydrated]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    // The prerendered shell and the app agree: nothing moved while it took over and loaded.
    expect(await layoutShifts(page), route.path).toEqual([]);
    await check(route.path);
  }
  await page.goto('/vuefire/nowhere');
  await check('not found');

  const hosts = await emulatorHosts(request);
  const email = uniqueEmail('axe');
  await createAccount(request, hosts, email, 'secret123');
  await signInWithForm(page, email, 'secret123');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await check('login (signed in)');
  for (const route of navRoutes().filter((r) => r.guard)) {
    await nav(page).getByRole('link', { name: route.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
    await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
    await check(route.path);
  }
});

test('a deep link with a #anchor scrolls to it once the screen is in', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 250 });
  await page.goto('/vuefire/login#password-rules');
  await expect(page.locator('#password-rules')).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
