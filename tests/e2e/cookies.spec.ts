/** Cookie consent in the browser: the banner, its keyboard behaviour, the stored cookies and their attributes, lazy loading. */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { paths } from '../../model/routes';
import { DEMO_ENTRIES, SITE_ENTRIES, siteSummary } from '../../src/features/consent/cookieCatalogue';
import { expectNoAxeViolations } from '../support/axe';
import { EVERY_PAGE_SCRIPT } from '../support/everyPageScript';

const YEAR_S = 365 * 24 * 3600;

async function siteCookies(context: BrowserContext) {
  const all = await context.cookies();
  return Object.fromEntries(all.map((c) => [c.name, c]));
}

function expectYearSecureStrict(cookies: Awaited<ReturnType<typeof siteCookies>>, names: string[]) {
  const now = Date.now() / 1000;
  for (const name of names) {
    const c = cookies[name];
    expect(c, name).toBeDefined();
    expect(c.secure, name).toBe(true);
    expect(c.sameSite, name).toBe('Strict');
    expect(Math.abs(c.expires - (now + YEAR_S)), `${name} expires in about a year`).toBeLessThan(2 * 24 * 3600);
  }
}

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Vi bruker informasjonskapsler' });

test('first visit: equal choices; «Avslå» stores only the choice, Secure, SameSite=Strict', async ({ page, context }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/');
  const banner = bannerOf(page);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Les mer om informasjonskapsler' })).toHaveAttribute(
    'href',
    '/juridisk/informasjonskapsler',
  );
  const accept = banner.getByRole('button', { name: 'Godta' });
  const decline = banner.getByRole('button', { name: 'Avslå' });
  await expect(accept).toBeEnabled();
  // Equally prominent: same class, same size.
  expect(await accept.getAttribute('class')).toBe(await decline.getAttribute('class'));
  const [a, d] = [await accept.boundingBox(), await decline.boundingBox()];
  expect(a && d && Math.abs(a.width - d.width) < 2 && Math.abs(a.height - d.height) < 2).toBe(true);
  await expectNoAxeViolations(page);
  // The banner's own small script, and no React: a text page has no island (weights in page-weight.spec.ts).
  expect(scripts.some((s) => EVERY_PAGE_SCRIPT.test(s))).toBe(true);
  expect(scripts.filter((s) => /\/(react|client)\.[\w-]+\.js$/.test(s))).toEqual([]);
  // Nothing is stored before a choice: not even the random id.
  expect(await context.cookies()).toEqual([]);

  // The keyboard (first stop, focus after the choice, never covered) is in keyboard-walk.spec.ts.
  await decline.click();
  await expect(banner).toBeHidden();

  const cookies = await siteCookies(context);
  expect(Object.keys(cookies).sort()).toEqual(['CookieConsent', 'cookie-consent-banner-dismissed']);
  expect(cookies.CookieConsent.value).toBe('declined');
  expect(cookies['cookie-consent-banner-dismissed'].value).toBe('true');
  expectYearSecureStrict(cookies, ['CookieConsent', 'cookie-consent-banner-dismissed']);
});

test('returning visitor downloads no React; the footer reopens it; «Godta» sets the random id, «Avslå» removes it', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Avslå' }).click();

  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/program');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0); // the consent script itself ran
  expect(scripts.filter((s) => /\/(react|client|preload-helper)\.[\w-]+\.js$/.test(s))).toEqual([]);
  await expect(bannerOf(page)).toHaveCount(0);

  // Change the choice from the footer.
  const settings = page.locator('footer').getByRole('button', { name: 'Endre valg for informasjonskapsler' });
  await settings.click();
  const banner = bannerOf(page);
  await expect(banner).toBeVisible();
  await expect(banner.getByText('Nå: du har avslått.')).toBeVisible();
  await expect(banner.getByRole('heading', { name: 'Vi bruker informasjonskapsler' })).toBeFocused();
  await banner.getByRole('button', { name: 'Godta' }).click();
  await expect(banner).toBeHidden();
  // Focus goes back to the button that opened it.
  await expect(settings).toBeFocused();
  let cookies = await siteCookies(context);
  expect(cookies.CookieConsent.value).toBe('accepted');
  expect(cookies.UserIdRandomString?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expectYearSecureStrict(cookies, ['CookieConsent', 'cookie-consent-banner-dismissed', 'UserIdRandomString']);

  await settings.click();
  await expect(banner.getByText('Nå: du har godtatt.')).toBeVisible();
  await banner.getByRole('button', { name: 'Avslå' }).click();
  cookies = await siteCookies(context);
  expect(cookies.CookieConsent.value).toBe('declined');
  expect(cookies.UserIdRandomString, 'the random id is removed on «Avslå»').toBeUndefined();
});

test("the cookie page has a card for everything the site stores, the demo's pages the demo's part; the privacy page sums the site up in words", async ({
  page,
}) => {
  await page.goto(paths.legal('informasjonskapsler'));
  await page.getByRole('button', { name: 'Avslå' }).click();
  const cards = page.getByRole('region', { name: 'Alt nettstedet kan lagre i nettleseren din' });
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(SITE_ENTRIES.map((e) => e.name));
  await expect(cards.getByRole('listitem').first().locator('dt')).toHaveText(['Type', 'Formål', 'Varighet', 'Lagres', 'Grunnlag']);
  await cards.getByRole('link', { name: 'demosidene' }).click();
  await expect(page).toHaveURL(paths.vuefire);
  // The demo's Home screen points to its storage footer, and the link opens it.
  await page.getByRole('main').getByRole('link', { name: 'at the foot of every page' }).click();
  await expect(page.getByRole('contentinfo').locator('details')).toHaveAttribute('open', '');
  await expect(page.getByRole('contentinfo').locator('dt code')).toHaveText(DEMO_ENTRIES.map((e) => e.name));

  await page.goto(paths.legal('personvern'));
  const summary = page.getByRole('region', { name: 'Hva nettstedet lagrer i nettleseren din' });
  const groups = siteSummary();
  await expect(summary.getByRole('listitem')).toHaveCount(groups.length);
  for (const [i, group] of groups.entries()) {
    for (const what of group.what) await expect(summary.getByRole('listitem').nth(i)).toContainText(what);
  }
  // Plain words for a visitor: no stored names, no developer demo.
  await expect(summary.locator('code')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/vuefire|demo/i);
});

test('first visit: the banner shows from the page itself before any script file arrives, buttons disabled until then', async ({ page }) => {
  // Hold back every script file: what shows is the markup shipped in the page, shown by the page's own inline line.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for «load»: held module scripts hold it back.
  await page.goto('/om-oss', { waitUntil: 'commit' });
  const banner = bannerOf(page);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Godta' })).toBeDisabled();
  release();
  await expect(banner.getByRole('button', { name: 'Godta' })).toBeEnabled();
  await banner.getByRole('button', { name: 'Godta' }).click();
  await expect(banner).toBeHidden();
});

test('returning visitor: the banner never shows, not even before the scripts arrive', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'cookie-consent-banner-dismissed', value: 'true', url: baseURL! }]);
  await page.route(/\/_astro\/.+\.js$/, (route) => route.abort());
  await page.goto('/om-oss', { waitUntil: 'commit' });
  await page.waitForSelector('main');
  await expect(bannerOf(page)).toBeHidden();
  await page.waitForLoadState('load');
  await expect(bannerOf(page)).toBeHidden();
});
