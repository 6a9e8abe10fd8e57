/**
 * Nothing moves: on every page kind, once what comes late has come (fonts, the search's results,
 * an event's counts and the visitor's own answer, the cookie banner and its answer), the page has
 * had no layout shift that CLS counts (PerformanceObserver 'layout-shift', buffered; those right
 * after the visitor's own input are not counted, as CLS does not count them).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { layoutShifts } from '../support/layoutShifts';
import { emulatorHosts } from '../support/demoEmulators';
import { programmeNow, subjectsNow } from '../support/siteClock';
import { clearAttendance } from '../support/siteFirestore';
import { paths } from '../../model/routes';
import { SEARCH_PARAMS } from '../../model/search';

/** One page of each kind the site builds, the programme's found on /program as a visitor finds them. */
async function pageKinds(page: Page): Promise<string[]> {
  const programme = await programmeNow();
  const subjects = await subjectsNow();
  await page.goto(paths.program);
  const months = await page
    .locator('a[href^="/program/maned/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!).filter((href) => /^\/program\/maned\/\d{4}-\d{2}$/.test(href)));
  const month = months[1] ?? months[0];
  return [
    paths.home,
    paths.program,
    paths.event(subjects.withImage.occurrenceId),
    paths.event(subjects.withBody.occurrenceId),
    month,
    `${month}/utskrift`,
    paths.category(programme.categories[0].slug),
    paths.archive,
    paths.calendar(subjects.meeting.occurrenceId),
    paths.subscribe,
    paths.activities,
    paths.map,
    paths.about,
    paths.membership,
    paths.donations,
    paths.search,
    paths.hallHire,
    paths.legal('personvern'),
    '/finnes-ikke',
  ];
}

/** Opens `path` and waits until nothing more is on its way (fonts, pictures, scripts). */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

test('every page kind, the cookie banner showing: nothing moves', async ({ page }) => {
  test.setTimeout(120_000);
  const moved: Record<string, string[]> = {};
  for (const path of await pageKinds(page)) {
    await openSettled(page, path);
    await expect(page.getByRole('region', { name: 'Vi bruker informasjonskapsler' }), path).toBeVisible();
    const shifts = await layoutShifts(page);
    if (shifts.length) moved[path] = shifts;
  }
  expect(moved).toEqual({});
});

test('the cookie banner answered: nothing moves then, nor on the next pages', async ({ page }) => {
  test.setTimeout(90_000);
  const kinds = await pageKinds(page);
  await openSettled(page, paths.home);
  await page.getByRole('button', { name: 'Avslå' }).click();
  await expect(page.getByRole('region', { name: 'Vi bruker informasjonskapsler' })).toBeHidden();
  const moved: Record<string, string[]> = {};
  const answered = await layoutShifts(page);
  if (answered.length) moved['/ (answered)'] = answered;
  for (const path of kinds) {
    await openSettled(page, path);
    const shifts = await layoutShifts(page);
    if (shifts.length) moved[path] = shifts;
  }
  expect(moved).toEqual({});
});

test.describe('/sok', () => {
  const status = (page: Page) => page.getByRole('status');
  const results = (page: Page) => page.locator('[data-search-results] > li');

  test('a query from the address, then one typed: the results come, nothing moves', async ({ page }) => {
    await page.goto(`${paths.search}?${SEARCH_PARAMS.query}=vipps`);
    await expect(results(page).first()).toBeVisible();
    expect(await layoutShifts(page), 'from the address').toEqual([]);

    await page.goto(paths.search);
    await page.getByLabel('Hva leter du etter?').fill('bønnemøte');
    await page.getByLabel('Hva leter du etter?').press('Enter');
    await expect(status(page)).toContainText('«bønnemøte»');
    await expect(results(page).first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutShifts(page), 'typed').toEqual([]);
  });

  test('the script failing to load: the message stays, the footer where it is with the script', async ({ page }) => {
    await openSettled(page, paths.search);
    const footer = page.locator('.site-footer');
    const withScript = (await footer.boundingBox())!.y;
    await expect(page.getByText('Søket trenger JavaScript')).toHaveCount(0);

    await page.route(/\/_astro\/.+\.js$/, (route) => route.abort());
    await openSettled(page, paths.search);
    await expect(page.getByText('Søket trenger JavaScript')).toBeVisible();
    expect((await footer.boundingBox())!.y).toBe(withScript);
    expect(await layoutShifts(page)).toEqual([]);
  });
});

test('/utleie: its islands start as the visitor scrolls to them, the bookings arrive, nothing moves', async ({ page }) => {
  await openSettled(page, paths.hallHire);
  await page.getByRole('button', { name: 'Avslå' }).click();
  const availability = page.locator('.availability');
  await availability.scrollIntoViewIfNeeded();
  await expect(availability).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  expect(await layoutShifts(page), 'what is free').toEqual([]);
  const form = page.getByRole('form', { name: 'Send en forespørsel' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Send forespørsel' })).toBeEnabled({ timeout: 15_000 });
  expect(await layoutShifts(page), 'the form').toEqual([]);
});

test('an event page: its counts and the visitor’s own answer arrive, nothing moves', async ({ page, request }) => {
  test.setTimeout(90_000);
  const hosts = await emulatorHosts(request);
  const { occurrenceId } = (await subjectsNow()).attendance.layoutShift;
  await clearAttendance(request, hosts, occurrenceId);
  await page.goto(paths.event(occurrenceId));
  // «Godta»: the part then loads its counts as soon as it is in view.
  await page.getByRole('button', { name: 'Godta' }).click();
  const part = page.getByRole('region', { name: 'Kommer du?' });
  await part.scrollIntoViewIfNeeded();
  await expect(part.getByText('0 kommer · 0 kanskje')).toBeVisible({ timeout: 15_000 });
  expect(await layoutShifts(page), 'the counts').toEqual([]);

  await part.getByRole('button', { name: 'Kommer', exact: true }).click();
  await expect(part.getByText('1 kommer · 0 kanskje')).toBeVisible();
  await expect(part.getByText('Ditt svar: Kommer.')).toBeVisible();
  expect(await layoutShifts(page), 'the answer').toEqual([]);

  // The next visit: the remembered answer and the counts arrive after the page is shown.
  await page.reload();
  await part.scrollIntoViewIfNeeded();
  await expect(part.getByText('Ditt svar: Kommer.')).toBeVisible({ timeout: 15_000 });
  await expect(part.getByText('1 kommer · 0 kanskje')).toBeVisible();
  expect(await layoutShifts(page), 'the remembered answer').toEqual([]);
});
