import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { EVERY_PAGE_SCRIPT } from '../support/everyPageScript';

/** Every content page: Norwegian content from the dataset and its metadata (title, description, Open Graph, canonical). */
const PAGES = [
  { path: '/', title: 'Sentrum bedehus', h1: 'Velkommen til Sentrum bedehus', text: 'bønn, forkynnelse og fellesskap' },
  { path: '/kart', title: 'Kart | Sentrum bedehus', h1: 'Finn fram til bedehuset', text: 'Kirkegata 10' },
  { path: '/om-oss', title: 'Om oss | Sentrum bedehus', h1: 'Om oss', text: 'ble reist i 1877' },
  { path: '/medlemskap', title: 'Medlemskap | Sentrum bedehus', h1: 'Medlemskap', text: '100 kroner per år' },
  { path: '/aktiviteter', title: 'Aktiviteter | Sentrum bedehus', h1: 'Aktiviteter', text: 'Barneklubben Solstrålen' },
  { path: '/givertjeneste', title: 'Givertjeneste | Sentrum bedehus', h1: 'Givertjeneste', text: '1503.27.01008' },
  {
    path: '/juridisk/personvern',
    title: 'Personvernerklæring | Sentrum bedehus',
    h1: 'Personvernerklæring',
    text: 'Når du søker medlemskap',
  },
  { path: '/juridisk/bruksvilkar', title: 'Bruksvilkår | Sentrum bedehus', h1: 'Bruksvilkår', text: 'aldersgrensen' },
  {
    path: '/juridisk/informasjonskapsler',
    title: 'Informasjonskapsler | Sentrum bedehus',
    h1: 'Informasjonskapsler',
    text: 'ingen til reklame eller sporing',
  },
];

for (const p of PAGES) {
  test(`${p.path}: innhold og metadata`, async ({ page }) => {
    const response = await page.goto(p.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'no');
    await expect(page).toHaveTitle(p.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
    await expect(page.locator('main')).toContainText(p.text);
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect((await meta('meta[name="description"]'))?.length).toBeGreaterThan(40);
    expect(await meta('meta[property="og:site_name"]')).toBe('Sentrum bedehus');
    expect(await meta('meta[property="og:type"]')).toBe('website');
    expect(await meta('meta[property="og:locale"]')).toBe('no_NO');
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await meta('meta[property="og:image"]')).toMatch(/^https:\/\//);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://www.sentrumbedehus.no${p.path === '/' ? '/' : p.path}`,
    );
    // Pages without interaction ship no JavaScript file but the site's one script (consent banner, the
    // phone menu's Esc, /givertjeneste's copy buttons: src/scripts/everyPage.ts).
    // (/aktiviteter's list clock, which moves «Neste gang» on when a build is days old, is inline.)
    if (p.path !== '/' && p.path !== '/medlemskap') {
      const scripts = await page.locator('script[src]').evaluateAll((found) => found.map((s) => s.getAttribute('src')!));
      expect(scripts.filter((src) => !EVERY_PAGE_SCRIPT.test(src))).toEqual([]);
      expect(scripts.length).toBe(1);
    }
  });
}

test('/kart viser kartbildet uten tredjepartsforespørsler og lenker til kartappene', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!)) foreign.push(request.url());
  });
  await page.goto('/kart');
  const map = page.getByRole('img', { name: /Forenklet kart over sentrum/ });
  await expect(map).toBeVisible();
  expect(await map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(foreign).toEqual([]);
  for (const name of ['OpenStreetMap', 'Google Maps', 'Apple Kart']) {
    const link = page.getByRole('link', { name: `${name} (åpnes i ny fane)` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /63\.4305/);
  }
  await expect(page.locator('main')).toContainText('Trondhjems Indremisjonsselskap');
  await expect(page.locator('main')).toContainText('1877');
});

test('eksterne lenker i innholdet åpnes i ny fane og sier fra til skjermlesere', async ({ page }) => {
  await page.goto('/juridisk/personvern');
  const link = page.getByRole('link', { name: 'Datatilsynet (åpnes i ny fane)' });
  await expect(link).toHaveAttribute('href', 'https://www.datatilsynet.no/');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const internal = page.getByRole('link', { name: 'oversikten over informasjonskapsler', exact: true });
  await expect(internal).toHaveAttribute('href', '/juridisk/informasjonskapsler');
  await expect(internal).not.toHaveAttribute('target', /.*/);
});

test('/om-oss har formål og lenke til medlemskap', async ({ page }) => {
  await page.goto('/om-oss');
  await expect(page.getByRole('heading', { name: 'Formål' })).toBeVisible();
  await page.getByRole('link', { name: 'Les om medlemskap' }).click();
  await expect(page).toHaveURL(/\/medlemskap$/);
  await expect(page.getByTestId('membership-facts')).toContainText('Fra 15 år');
  await expect(page.getByRole('heading', { name: 'Søk om medlemskap' })).toBeVisible();
});

test('/givertjeneste viser Vipps-nummer og formaterte kontonumre', async ({ page }) => {
  await page.goto('/givertjeneste');
  const recipients = page.getByTestId('donation-recipient');
  await expect(recipients).toHaveCount(3);
  for (const text of await recipients.allInnerTexts()) expect(text).toMatch(/\d{4}\.\d{2}\.\d{5}/);
  await expect(recipients.first()).toContainText('548210');
});

test('feilsiden sier «Internal Server Error» på norsk side', async ({ page }) => {
  // The page as built: the server answers /500 itself with 404 (it is not a page of the site).
  const page500 = readFileSync('dist/500.html', 'utf8');
  await page.route(
    (url) => url.pathname === '/feil',
    (route) => route.fulfill({ status: 500, contentType: 'text/html; charset=utf-8', body: page500 }),
  );
  await page.goto('/feil');
  await expect(page.locator('html')).toHaveAttribute('lang', 'no');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noe gikk galt');
  await expect(page.getByTestId('server-error-message')).toHaveText('Internal Server Error');
  await expect(page.getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute('href', '/');
});
