/** Cookie consent in the browser: the banner, the stored cookies and their attributes, lazy loading. */
import { expect, test, type BrowserContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

const YEAR_S = 365 * 24 * 3600;

async function siteCookies(context: BrowserContext) {
  const all = await context.cookies();
  return Object.fromEntries(all.map((c) => [c.name, c]));
}

test('first visit: banner with equal choices and a link; declining stores the choice for a year, Secure, SameSite=Strict', async ({ page, context }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Vi bruker informasjonskapsler' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Les mer om informasjonskapsler' })).toHaveAttribute('href', '/juridisk/informasjonskapsler');
  const accept = banner.getByRole('button', { name: 'Godta' });
  const decline = banner.getByRole('button', { name: 'Avslå' });
  // Equally prominent: same class, same size.
  expect(await accept.getAttribute('class')).toBe(await decline.getAttribute('class'));
  const [a, d] = [await accept.boundingBox(), await decline.boundingBox()];
  expect(a && d && Math.abs(a.width - d.width) < 2 && Math.abs(a.height - d.height) < 2).toBe(true);
  await expectNoAxeViolations(page);
  expect(scripts.some((s) => s.includes('mountCookieBanner'))).toBe(true);

  // The user id is created when the banner starts, before any choice.
  const before = await siteCookies(context);
  expect(before.UserIdRandomString?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(before.CookieConsent).toBeUndefined();

  await decline.click();
  await expect(banner).toBeHidden();
  const cookies = await siteCookies(context);
  expect(cookies.CookieConsent?.value).toBe('declined');
  expect(cookies['cookie-consent-banner-dismissed']?.value).toBe('true');
  expect(cookies.UserIdRandomString?.value).toBe(before.UserIdRandomString?.value);
  const now = Date.now() / 1000;
  for (const name of ['CookieConsent', 'cookie-consent-banner-dismissed', 'UserIdRandomString']) {
    const c = cookies[name];
    expect(c.secure, name).toBe(true);
    expect(c.sameSite, name).toBe('Strict');
    expect(Math.abs(c.expires - (now + YEAR_S)), `${name} expires in about a year`).toBeLessThan(2 * 24 * 3600);
  }
});

test('returning visitor downloads no banner code; the footer reopens it and the new choice is written back', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Avslå' }).click();
  const firstId = (await siteCookies(context)).UserIdRandomString.value;

  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/program');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0); // the tiny loader itself ran
  expect(scripts.filter((s) => /mountCookieBanner|CookieBanner|js\.cookie/.test(s))).toEqual([]);
  await expect(page.getByRole('region', { name: 'Vi bruker informasjonskapsler' })).toHaveCount(0);

  // Change the choice from the footer.
  await page.getByRole('button', { name: 'Endre valg for informasjonskapsler' }).click();
  const banner = page.getByRole('region', { name: 'Vi bruker informasjonskapsler' });
  await expect(banner).toBeVisible();
  await expect(banner.getByText('Nå: du har avslått.')).toBeVisible();
  await expect(banner.getByRole('heading', { name: 'Vi bruker informasjonskapsler' })).toBeFocused();
  await banner.getByRole('button', { name: 'Godta' }).click();
  await expect(banner).toBeHidden();
  // Focus goes back to the button that opened it.
  await expect(page.getByRole('button', { name: 'Endre valg for informasjonskapsler' })).toBeFocused();
  const cookies = await siteCookies(context);
  expect(cookies.CookieConsent.value).toBe('accepted');
  expect(cookies.UserIdRandomString.value).toBe(firstId);
});

test('the cookie page lists every cookie and storage key and can reopen the banner', async ({ page, context }) => {
  await page.goto('/juridisk/informasjonskapsler');
  await page.getByRole('button', { name: 'Godta' }).click();
  const table = page.getByRole('table', { name: 'Informasjonskapsler og lagring i nettleseren' });
  for (const name of ['CookieConsent', 'cookie-consent-banner-dismissed', 'UserIdRandomString', 'vuefire:note-draft:', 'vuefire:reloaded:', 'firebaseLocalStorageDb']) {
    await expect(table.getByRole('rowheader', { name: new RegExp(name.replace(/[.:]/g, '\\$&')) })).toBeVisible();
  }
  await page.locator('main').getByRole('button', { name: 'Endre valg for informasjonskapsler' }).click();
  const banner = page.getByRole('region', { name: 'Vi bruker informasjonskapsler' });
  await expect(banner.getByText('Nå: du har godtatt.')).toBeVisible();
  await banner.getByRole('button', { name: 'Avslå' }).click();
  expect((await siteCookies(context)).CookieConsent.value).toBe('declined');
});

test('first visit: the banner shows from the page itself before its code arrives, buttons disabled until then', async ({ page }) => {
  // Hold back the banner's React code: what shows is the markup shipped in the page.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/mountCookieBanner/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/om-oss');
  const banner = page.getByRole('region', { name: 'Vi bruker informasjonskapsler' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Godta' })).toBeDisabled();
  release();
  await expect(banner.getByRole('button', { name: 'Godta' })).toBeEnabled();
  await banner.getByRole('button', { name: 'Godta' }).click();
  await expect(banner).toBeHidden();
});
