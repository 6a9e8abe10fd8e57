/**
 * With JavaScript off (a blocker, an old phone; a script that fails to load leaves the same page),
 * one page of every template in the sitemap, a coming event with its attendance part and the 404
 * page: no control a visitor sees may do nothing (tests/support/deadControls.ts). Nor may what is missing
 * leave a hole: the geometric sweep (no empty band where a script's part would be) runs too.
 */
import { expect, test } from '../support/test';
import { subjectsNow } from '../support/siteClock';
import { onePagePerTemplate, sitemapPaths } from '../support/sitemap';
import { visibleFaults } from '../support/visibleFaults';
import { deadControls } from '../support/deadControls';
import { paths } from '../../model/routes';
import { getHallHire } from '../../src/content/hallHire';
import { groqJsFetcher, loadBundledDataset } from '../../src/content/sources';

test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: 'parallel' });

const { meeting } = await subjectsNow();
const PAGES = new Map([
  ...onePagePerTemplate(sitemapPaths()),
  ['a coming event with its attendance part', paths.event(meeting.occurrenceId)],
  ['the 404 page', '/finnes/ikke'],
]);

for (const [name, path] of PAGES) {
  test(`without JavaScript, ${name} (${path}): no control that does nothing, no empty band`, async ({ page }) => {
    await page.goto(path);
    expect(await page.evaluate(deadControls)).toEqual([]);
    expect(await visibleFaults(page)).toEqual([]);
  });
}

test('without JavaScript, /medlemskap says how to apply by e-mail or on paper, with no fields that cannot be sent', async ({ page }) => {
  await page.goto(paths.membership);
  const form = page.getByRole('form', { name: 'Søk om medlemskap' });
  const elsewhere = form.getByTestId('apply-without-script');
  await expect(elsewhere).toBeVisible();
  await expect(elsewhere).toContainText('på papir til');
  await expect(elsewhere.getByRole('link')).toHaveAttribute('href', /^mailto:[^@]+@/);
  await expect(form.getByLabel('Fullt navn')).toBeHidden();
});

test('without JavaScript, /utleie says how to ask by e-mail or phone, with no fields that cannot be sent', async ({ page }) => {
  const { terms, rooms } = (await getHallHire(groqJsFetcher(loadBundledDataset())))!;
  await page.goto(paths.hallHire);
  const form = page.getByRole('form', { name: 'Send en forespørsel' });
  const elsewhere = form.locator('.without-script');
  await expect(elsewhere).toBeVisible();
  await expect(elsewhere).toContainText(terms.email);
  await expect(elsewhere).toContainText(terms.phone);
  await expect(form.getByLabel('Dato', { exact: true })).toBeHidden();
  await expect(form.getByRole('button')).toHaveCount(0);
  // The list of what is free shows every room's month of meetings, says it lacks the bookings, and offers no controls.
  const availability = page.locator('.availability');
  await expect(availability.locator('.without-script')).toBeVisible();
  await expect(availability.getByRole('button')).toHaveCount(0);
  for (const room of rooms) await expect(availability.getByRole('region', { name: new RegExp(`^${room.name}, `) })).toBeVisible();
});

test('without JavaScript, the cookie settings entry in the footer leads to the cookie page', async ({ page }) => {
  await page.goto(paths.home);
  const entry = page.locator('footer').getByRole('link', { name: 'Endre valg for informasjonskapsler' });
  await expect(entry).toHaveAttribute('href', paths.legal('informasjonskapsler'));
  await entry.click();
  await expect(page).toHaveURL(paths.legal('informasjonskapsler'));
});
