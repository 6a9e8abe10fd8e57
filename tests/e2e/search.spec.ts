/**
 * The site search (/sok): words visitors use find the right page first, inflected, as part of a
 * compound, with a letter or two wrong or without æøå (MiniSearch over the built site's index);
 * events that have ended come below coming ones by the visitor's clock; excerpts keep labels apart
 * from values; the engine loads only when a visitor starts to search; the category filter; the plain
 * GET form without JavaScript; the header link; axe in both schemes and a keyboard walk with visible focus.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolationsInBothSchemes } from '../support/axe';
import { expectVisibleFocus } from '../support/focusStop';
import { programmeNow } from '../support/siteClock';
import { paths } from '../../model/routes';
import { SEARCH_INDEX_FILE, SEARCH_PARAMS } from '../../model/search';

const resultLinks = (page: Page) => page.locator('[data-search-results] h2 a');

/** Types a query into the search page's form and submits it with Enter, as a visitor does. */
async function search(page: Page, query: string) {
  await page.getByLabel('Hva leter du etter?').fill(query);
  await page.getByLabel('Hva leter du etter?').press('Enter');
  await expect(page.getByRole('status')).toContainText(`«${query}»`);
}

/** Opens the search page from the header: first in the menu on a phone, in the bar from 640 px. */
async function openSearchFromHeader(page: Page) {
  const menu = page.getByText('Meny', { exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Søk', exact: true }).click();
  await expect(page).toHaveURL(paths.search);
}

/** The next date of an event by its title, as the build's programme has it. */
async function nextOf(title: string) {
  const found = (await programmeNow()).upcoming.find((o) => o.title === title);
  if (!found) throw new Error(`Ingen kommende «${title}» i programmet.`);
  return found;
}

/** An event's next page and title, as the expected first result. */
async function eventNamed(title: string) {
  const o = await nextOf(title);
  return { href: paths.event(o.occurrenceId), title: o.title };
}

test.describe('words visitors search for', () => {
  const cases: { words: string[]; expected: () => Promise<{ href: string; title: string }> }[] = [
    {
      words: ['søndagsskole', 'søndagsskolen'],
      // Sunday school is held during the Sunday meeting: its next date.
      expected: async () => {
        const o = await nextOf('Søndagsmøte');
        return { href: paths.event(o.occurrenceId), title: o.title };
      },
    },
    {
      words: ['julekonsert', 'julekonserten'],
      expected: async () => {
        const o = await nextOf('Julekonsert');
        return { href: paths.event(o.occurrenceId), title: o.title };
      },
    },
    { words: ['parkering', 'parkeringen'], expected: async () => ({ href: paths.map, title: 'Finn fram til bedehuset' }) },
    { words: ['kontonummer', 'kontonummeret'], expected: async () => ({ href: paths.donations, title: 'Givertjeneste' }) },
    {
      words: ['bønnemøte', 'bønnemøtet', 'bønnemøter', 'bønemøte', 'bonnemote', 'boennemoete'],
      expected: async () => {
        const o = await nextOf('Bønnemøte');
        return { href: paths.event(o.occurrenceId), title: o.title };
      },
    },
    // Part of a compound: the coming Julebasar, not last month's Høstbasar that says «basaren».
    { words: ['basar', 'julebasr'], expected: () => eventNamed('Julebasar') },
    { words: ['klubb', 'barneklubb'], expected: () => eventNamed('Barneklubben Solstrålen') },
    { words: ['treff', 'formidagstreff'], expected: () => eventNamed('Formiddagstreff') },
    { words: ['julekonsrt'], expected: () => eventNamed('Julekonsert') },
    { words: ['arsmote', 'aarsmote', 'rsmøte'], expected: () => eventNamed('Årsmøte') },
  ];

  for (const { words, expected } of cases) {
    test(`${words.join(', ')}: the right page comes first`, async ({ page }) => {
      const { href, title } = await expected();
      await page.goto(paths.search);
      for (const word of words) {
        await search(page, word);
        await expect(resultLinks(page).first(), word).toHaveAttribute('href', href);
        await expect(resultLinks(page).first(), word).toHaveText(title);
        await expect(page).toHaveURL(`${paths.search}?${SEARCH_PARAMS.query}=${encodeURIComponent(word)}`);
      }
    });
  }
});

test('a series is one result with its next date; events show their date and an excerpt with the word marked', async ({ page }) => {
  const meeting = await nextOf('Bønnemøte');
  await page.goto(`${paths.search}?${SEARCH_PARAMS.query}=${encodeURIComponent('bønnemøtet')}`);
  const first = page.locator('[data-search-results] > li').first();
  await expect(first.getByRole('link')).toHaveAttribute('href', paths.event(meeting.occurrenceId));
  await expect(first).toContainText(/\w+dag \d+\. \w+ \d{4} kl\. \d{2}\.\d{2}/);
  // The word found is marked where it is: here in the title, which the excerpt does not repeat.
  await expect(first.getByRole('link').locator('mark')).toHaveText('Bønnemøte');
  await expect(first.locator('p').last()).not.toContainText(/^Bønnemøte\./);
  const meetingLinks = await resultLinks(page).evaluateAll((links) => links.filter((a) => a.textContent === 'Bønnemøte').length);
  expect(meetingLinks).toBe(1);
});

test('events that have ended come below coming ones, by the visitor’s clock', async ({ page }) => {
  const now = (await programmeNow()).builtAt.getTime();
  // «fest»: Pagefind alone ranks last autumn's Misjonsfest first, above the coming ones.
  await page.goto(`${paths.search}?${SEARCH_PARAMS.query}=fest`);
  await expect(page.getByRole('status')).toContainText('treff på «fest»');
  const whens = await page.locator('[data-search-results] .search-when').allTextContents();
  const past = whens.map((w) => w.startsWith('Har vært'));
  expect(past.filter(Boolean).length, whens.join(' / ')).toBeGreaterThan(0);
  expect(past.indexOf(true), whens.join(' / ')).toBeGreaterThan(past.lastIndexOf(false));

  // A visitor a year on: the Christmas concert has been, and says so.
  await page.clock.setSystemTime(now + 366 * 86_400_000);
  await page.goto(`${paths.search}?${SEARCH_PARAMS.query}=julekonsert`);
  await expect(page.locator('[data-search-results] .search-when').first()).toHaveText(/^Har vært: /);
});

test('the category filter keeps results to one category, in the address too', async ({ page }) => {
  const meeting = await nextOf('Bønnemøte');
  const other = (await programmeNow()).categories.find((c) => c.slug !== meeting.category.slug)!;
  await page.goto(paths.search);
  await page.getByLabel('Kategori').selectOption(meeting.category.title);
  await search(page, 'bønnemøte');
  await expect(resultLinks(page).first()).toHaveAttribute('href', paths.event(meeting.occurrenceId));
  await expect(page).toHaveURL(new RegExp(`${SEARCH_PARAMS.category}=`));

  await page.getByLabel('Kategori').selectOption(other.title);
  await search(page, 'bønnemøte');
  await expect(resultLinks(page).filter({ hasText: 'Bønnemøte' })).toHaveCount(0);
});

test('the address runs the search: a shared link shows the same results, labels apart from values', async ({ page }) => {
  await page.goto(`${paths.search}?${SEARCH_PARAMS.query}=vipps`);
  await expect(page.getByLabel('Hva leter du etter?')).toHaveValue('vipps');
  await expect(resultLinks(page).first()).toHaveAttribute('href', paths.donations);
  const excerpt = page.locator('[data-search-results] > li').first().locator('p').last();
  await expect(excerpt).toContainText(/Vipps: \d/);
  await expect(excerpt).not.toContainText(/Vipps\d/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form submits ?q=… and the page says plainly that search needs JavaScript', async ({ page }) => {
    await page.goto('/');
    await openSearchFromHeader(page);
    await page.getByLabel('Hva leter du etter?').fill('parkering');
    await page.getByRole('button', { name: 'Søk' }).click();
    await expect(page).toHaveURL(`${paths.search}?${SEARCH_PARAMS.query}=parkering&${SEARCH_PARAMS.category}=`);
    await expect(page.getByText('Søket trenger JavaScript')).toBeVisible();
  });
});

test('no page loads the search engine or its index, nor the search page until the visitor starts to search', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === SEARCH_INDEX_FILE || /\/searchWorker-[\w-]+\.js$/.test(path)) loaded.push(path);
  });
  for (const path of ['/', paths.program, paths.donations, paths.search]) await page.goto(path, { waitUntil: 'networkidle' });
  expect(loaded, 'the search page without a query loads nothing either').toEqual([]);
  // The first focus starts loading, before anything is typed.
  await page.getByLabel('Hva leter du etter?').focus();
  await expect.poll(() => loaded.includes(SEARCH_INDEX_FILE)).toBe(true);
  expect(loaded.some((path) => path.includes('searchWorker-'))).toBe(true);
  await search(page, 'kontonummer');
  await expect(resultLinks(page).first()).toHaveAttribute('href', paths.donations);
});

test('axe on the search page with results and with none, in both schemes', async ({ page }) => {
  await page.goto(paths.search);
  await page.getByRole('button', { name: 'Avslå' }).click();
  await search(page, 'konsert');
  await expect(resultLinks(page).first()).toBeVisible();
  // Both header links (bar and phone menu) say where the visitor is.
  await expect(page.locator(`header a[href="${paths.search}"][aria-current="page"]`)).toHaveCount(2);
  await expectNoAxeViolationsInBothSchemes(page);
  await search(page, 'qqqzzz');
  await expect(page.getByRole('status')).toHaveText('Ingen treff på «qqqzzz». Prøv et annet ord.');
  await expectNoAxeViolationsInBothSchemes(page);
});

test('keyboard only: from the header link to a result, the focus visible at every stop', async ({ page }) => {
  await page.goto(paths.about);
  await page.getByRole('button', { name: 'Avslå' }).click();
  // A returning visitor: the banner stays closed, the walk starts at the top of the page.
  await page.reload();
  // On a phone: skip link, name, «Meny»; Enter opens the menu, whose first link is «Søk».
  const menu = page.getByText('Meny', { exact: true });
  for (let stops = 0; !(await menu.evaluate((el) => el === document.activeElement)); stops++) {
    expect(stops, 'the menu button is reached from the top of the page').toBeLessThan(3);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, `om oss, stopp ${stops + 1}`);
  }
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page, 'menyen, første lenke');
  await expect(page.getByRole('link', { name: 'Søk', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(paths.search);
  const input = page.getByLabel('Hva leter du etter?');
  for (let stops = 0; !(await input.evaluate((el) => el === document.activeElement)); stops++) {
    expect(stops, 'the field is reached').toBeLessThan(8);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, `søkesiden, stopp ${stops + 1}`);
  }
  await page.keyboard.type('parkeringen');
  await page.keyboard.press('Enter');
  await expect(resultLinks(page).first()).toHaveAttribute('href', paths.map);
  for (const name of ['Kategori', 'Søk']) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, name);
  }
  await expect(page.getByRole('button', { name: 'Søk' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page, 'første treff');
  await expect(resultLinks(page).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(paths.map);
});

for (const width of [1024, 1366]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, isMobile: false, hasTouch: false });

    test(`${width} px: the search link is in the header bar, one click from any page`, async ({ page }) => {
      for (const path of ['/', paths.program, paths.about]) {
        await page.goto(path);
        await expect(page.getByText('Meny', { exact: true })).toBeHidden();
        await openSearchFromHeader(page);
      }
    });
  });
}
