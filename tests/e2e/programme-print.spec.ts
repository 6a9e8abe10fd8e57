/**
 * The programme on paper: each month's sheet fits one A4 page (two at most), with the house's name
 * and a table by date and nothing to click, and a QR code for giving with Vipps in its corner; /program itself prints without chips and buttons.
 * No page prints the cookie banner.
 * One browser page for all months; page.pdf needs headless Chromium (Playwright's default).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { programmeNow } from '../support/siteClock';
import { inMonth, programmeMonths } from '../../src/content/programmeMonths';
import { paths } from '../../model/routes';

/** Pages in a PDF: its page objects (/Type /Page, not the /Pages tree). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

const printPdf = (page: Page) => page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: false });

/** What a printout shows that is meant for clicking: buttons, navigation, chips. */
const clickables = (page: Page) => page.locator('button:visible, nav:visible, .category-filter:visible, .button:visible');

test('each month prints on one A4 sheet: house name and address once, a row per occurrence naming only a room or another place, nothing to click', async ({
  page,
}) => {
  const programme = await programmeNow();
  const { upcoming } = programme;
  const months = programmeMonths(programme);
  expect(months.length).toBeGreaterThan(3);
  const counts: string[] = [];
  const placesShown: string[] = [];
  for (const month of months) {
    await page.goto(`/program/maned/${month}/utskrift`);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.print-house')).toHaveText('Sentrum bedehus');
    await expect(page.getByTestId('print-row')).toHaveCount(inMonth(upcoming, month).length);
    await expect(page.locator('.print-place-note')).toContainText('Sentrum bedehus');
    const places = await page.locator('[data-testid="print-row"] .print-place').allTextContents();
    expect(
      places.filter((place) => place.includes('Sentrum bedehus')),
      `${month}: the house is said once, not on each row`,
    ).toEqual([]);
    placesShown.push(...places.filter(Boolean));
    await expect(clickables(page)).toHaveCount(0);
    // The corner of the sheet: the QR code of «Åpne Vipps» on the gifts page, named as an image.
    await expect(page.getByTestId('print-gift').getByRole('img', { name: /QR-kode som åpner Vipps/ })).toBeVisible();
    await expect(page.getByTestId('print-gift')).toContainText(/Gi en gave med Vipps: \d{5,6}/);
    const pages = pdfPages(await printPdf(page));
    counts.push(`${month}: ${inMonth(upcoming, month).length} rader, ${pages} side(r)`);
    expect(pages, `${month} skrives ut på ${pages} sider`).toBeGreaterThanOrEqual(1);
    expect(pages, `${month} skrives ut på ${pages} sider`).toBeLessThanOrEqual(2);
    await page.emulateMedia({ media: 'screen' });
  }
  // Every room of the months' meetings shows (the garden party lies past the series horizon at the
  // pinned date, so a place away from the house is not on these sheets; the sheet's place text is
  // the list's, tested with it).
  const rooms = [...new Set(months.flatMap((month) => inMonth(upcoming, month)).flatMap((o) => (o.place.room ? [o.place.room] : [])))];
  expect(rooms.length).toBeGreaterThan(1);
  expect(placesShown).toEqual(expect.arrayContaining(rooms));
  console.log(`month sheets: ${counts.join('; ')}`);
});

/** «Skrevet ut 23. november 2026»: the day by the browser's clock, in Oslo. */
async function printedToday(page: Page): Promise<string> {
  const now = new Date(await page.evaluate(() => Date.now()));
  return `Skrevet ut ${new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', dateStyle: 'long' }).format(now)}`;
}

test('every printed page says where it came from: the house, the page address and the day it was printed', async ({ page }) => {
  const { upcoming } = await programmeNow();
  for (const path of ['/program', `/program/${upcoming[0].occurrenceId}`, '/om-oss']) {
    await page.goto(path);
    const origin = page.getByTestId('print-origin');
    await expect(origin).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(origin).toBeVisible();
    await expect(origin).toContainText('Sentrum bedehus');
    await expect(origin).toContainText(`www.sentrumbedehus.no${path}`);
    await expect(origin).toContainText(await printedToday(page));
    await page.emulateMedia({ media: 'screen' });
  }
});

test('the cookie banner, shown until it is answered, is left off the paper', async ({ page }) => {
  for (const path of [paths.program, paths.hallHire, paths.about]) {
    await page.goto(path);
    const banner = page.getByRole('region', { name: 'Vi bruker informasjonskapsler' });
    await expect(banner).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(banner, `${path} printed`).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  }
});

test('/program prints its list without chips, buttons or navigation, and says where the rest is', async ({ page }) => {
  await page.goto('/program');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('programme-item').first()).toBeVisible();
  await expect(clickables(page)).toHaveCount(0);
  await expect(page.getByTestId('print-cut')).toBeVisible();
  await expect(page.getByTestId('print-cut')).toContainText(
    /Resten av programmet står på månedssidene: www\.sentrumbedehus\.no\/program\/maned\/\d{4}-\d{2}/,
  );
  const pages = pdfPages(await printPdf(page));
  console.log(`/program: ${pages} A4 pages`);
  expect(pages).toBeLessThanOrEqual(4);
});
