/**
 * «Givertjeneste»: each recipient opens Vipps in one tap with the documented donation link, shows the
 * QR code of that same link on wider screens, and copies its numbers (an enhancement: without
 * JavaScript the link and the image work, and no copy button is offered).
 */
import QRCode from 'qrcode';
import { expect, test } from '../support/test';
import { expectNoAxeViolationsInBothSchemes } from '../support/axe';
import { paths } from '../../model/routes';

const DONATION_LINK = /^https:\/\/qr\.vipps\.no\/donations\/(\d{1,6})$/;

test('every recipient has «Åpne Vipps» with the donation link of its own number', async ({ page }) => {
  await page.goto(paths.donations);
  const recipients = page.getByTestId('donation-recipient');
  await expect(recipients).toHaveCount(3);
  for (const recipient of await recipients.all()) {
    const number = (await recipient.locator('dd').first().locator('span').first().innerText()).trim();
    const open = recipient.getByRole('link', { name: /^Åpne Vipps/ });
    await expect(open).toBeVisible();
    const href = (await open.getAttribute('href'))!;
    expect(href).toMatch(DONATION_LINK);
    expect(DONATION_LINK.exec(href)![1]).toBe(number);
  }
});

test('the QR code encodes the same link, is hidden on a phone and shown on a wide screen', async ({ page }) => {
  await page.goto(paths.donations);
  const first = page.getByTestId('donation-recipient').first();
  const qr = first.getByRole('img', { name: /QR-kode som åpner Vipps/ });
  await expect(qr).toBeHidden();
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(qr).toBeVisible();
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(120);
  // The same library and options draw the same modules only for the same text.
  const href = (await first.getByRole('link', { name: /^Åpne Vipps/ }).getAttribute('href'))!;
  const expected = await QRCode.toString(href, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  const modules = (svg: string) => /<path[^>]*stroke="#000000"[^>]*d="([^"]+)"/.exec(svg)![1];
  expect(modules(await qr.evaluate((svg) => svg.outerHTML))).toBe(modules(expected));
  await expectNoAxeViolationsInBothSchemes(page);
});

test('copy puts the Vipps number and the account digits on the clipboard and says so in a live region', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(paths.donations);
  const first = page.getByTestId('donation-recipient').first();
  const status = first.getByRole('status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await first.getByRole('button', { name: /^Kopier Vipps-nummeret til / }).click();
  await expect(status).toHaveText('Vipps-nummeret 548210 er kopiert til utklippstavlen.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('548210');
  await first.getByRole('button', { name: /^Kopier kontonummeret til / }).click();
  await expect(status).toHaveText('Kontonummeret 1503.27.01008 er kopiert til utklippstavlen.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('15032701008');
});

test('without JavaScript the link and the QR code are there, and no copy button that could not work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(paths.donations);
  const first = page.getByTestId('donation-recipient').first();
  await expect(first.getByRole('link', { name: /^Åpne Vipps/ })).toHaveAttribute('href', DONATION_LINK);
  await expect(first.getByRole('img', { name: /QR-kode/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Kopier/ })).toHaveCount(0);
  await context.close();
});

test('the text on tax deduction never asks for the fødselsnummer in a payment message', async ({ page }) => {
  await page.goto(paths.donations);
  await expect(page.getByRole('heading', { name: 'Skattefradrag' })).toBeVisible();
  const text = await page.locator('main').innerText();
  const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => /fødselsnummer/i.test(s) && /melding/i.test(s));
  for (const sentence of sentences) expect(sentence).toMatch(/\baldri\b/);
});
