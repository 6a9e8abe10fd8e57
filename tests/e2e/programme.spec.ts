import { expect, test } from '../support/test';
import { programmeNow, runNow, subjectsNow } from '../support/siteClock';
import { programmeMonths } from '../../src/content/programmeMonths';
import { formatClock, formatDay, osloDateKey, osloWallClock, rangeParts, toOsloIso } from '../../model/osloTime';
import { PROGRAMME_FIRST_WEEKS } from '../../src/consts';
import { firstWeeks, osloMonthKey } from '../../src/lib/programmeGroups';
import { ambiguousLinks, headingSkips, screenReaderOutline } from '../support/screenReaderOutline';
import { paths } from '../../model/routes';
import { DISMISSED_COOKIE } from '../../src/features/consent/consentState';
import { layoutShifts } from '../support/layoutShifts';
import { slowHtmlProxy } from '../support/slowHtml';

const WEEKDAY_HEADING =
  /^(mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag) \d{1,2}\. (januar|februar|mars|april|mai|juni|juli|august|september|oktober|november|desember)( \d{4})?$/;

test.describe('/program', () => {
  test('lists upcoming occurrences as cards under month and full Norwegian date headings with time, title, category and place', async ({
    page,
  }) => {
    await page.goto('/program');
    await expect(page.getByRole('heading', { level: 1, name: 'Program' })).toBeVisible();
    const months = await page.locator('h2.programme-month-heading').allTextContents();
    expect(months.length).toBeGreaterThanOrEqual(2);
    for (const month of months)
      expect(month).toMatch(/^(januar|februar|mars|april|mai|juni|juli|august|september|oktober|november|desember) \d{4}$/);
    const headings = page.locator('.programme-month h3.programme-date');
    expect(await headings.count()).toBeGreaterThan(20);
    for (const text of (await headings.allTextContents()).slice(0, 10)) expect(text).toMatch(WEEKDAY_HEADING);
    const first = page.getByTestId('programme-item').first();
    await expect(first.locator('.programme-time')).toHaveText(/^\d{2}\.\d{2}–\d{2}\.\d{2}$/);
    await expect(first.locator('.programme-title')).toHaveAttribute('href', /^\/program\/[a-z0-9-]+$/);
    await expect(first.locator('.programme-meta')).toContainText('Sentrum bedehus');
    await expect(first.locator('.programme-category')).not.toBeEmpty();
    // Weekly prayer meeting at 19.30 through the six weeks (one date is skipped at Christmas).
    const prayer = page.getByTestId('programme-item').filter({ hasText: 'Bønnemøte' });
    expect(await prayer.count()).toBeGreaterThanOrEqual(3);
    expect(new Set(await prayer.locator('.programme-time').allTextContents())).toEqual(new Set(['19.30–20.30']));
  });

  test("lists the first weeks of what the dataset has ahead of the run's clock, and the month pages list all of it up to the series horizon", async ({
    request,
  }) => {
    const listedOn = async (path: string) =>
      [...(await (await request.get(path)).text()).matchAll(/class="programme-title" href="\/program\/([^"]+)"/g)].map((m) => m[1]);
    const programme = await programmeNow();
    const { upcoming } = programme;
    const { shown } = firstWeeks(upcoming, runNow, PROGRAMME_FIRST_WEEKS);
    expect(shown.length).toBeLessThan(upcoming.length);
    expect(
      await listedOn('/program'),
      `/program ble bygget med en annen klokke enn ${runNow.toISOString()}: sett samme SITE_NOW for bygget og testene`,
    ).toEqual(shown.map((o) => o.occurrenceId));
    // Months past the series horizon are not offered (src/content/programmeMonths.ts): they would list one-offs only.
    const months = programmeMonths(programme);
    const perMonth = await Promise.all(months.map((month) => listedOn(`/program/maned/${month}`)));
    expect(perMonth.flat()).toEqual(upcoming.filter((o) => months.includes(osloMonthKey(o.start))).map((o) => o.occurrenceId));
    // A category's page: its series' meetings of those first weeks, and its one-off events however far ahead.
    for (const category of programme.categories)
      expect(await listedOn(paths.category(category.slug)), category.slug).toEqual(
        upcoming
          .filter((o) => o.category.documentId === category.documentId && (!o.isSeries || shown.includes(o)))
          .map((o) => o.occurrenceId),
      );
    const later = upcoming.find((o) => !months.includes(osloMonthKey(o.start)));
    if (later) expect((await request.get(`/program/maned/${osloMonthKey(later.start)}`)).status()).toBe(404);
  });

  test('«Vis flere» is a link to the month where the list stops, and it works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
    const page = await context.newPage();
    const { next } = firstWeeks((await programmeNow()).upcoming, runNow, PROGRAMME_FIRST_WEEKS);
    await page.goto('/program');
    await page.getByRole('link', { name: /^Vis flere/ }).click();
    await expect(page).toHaveURL(new RegExp(`/program/maned/${osloMonthKey(next!.start)}#dag-\\d{4}-\\d{2}-\\d{2}$`));
    const day = page.locator(`#${new URL(page.url()).hash.slice(1)}`);
    await expect(day).toBeInViewport();
    await expect(page.locator('.programme-day').filter({ has: day }).getByRole('link', { name: next!.title }).first()).toBeVisible();
    // Each month page offers its sheet for printing and the way on.
    await expect(page.getByRole('link', { name: 'Skriv ut månedsprogram' })).toHaveAttribute(
      'href',
      `/program/maned/${osloMonthKey(next!.start)}/utskrift`,
    );
    await expect(page.getByRole('navigation', { name: 'Måned for måned' }).locator('[aria-current="page"]')).toHaveAttribute(
      'href',
      `/program/maned/${osloMonthKey(next!.start)}`,
    );
    await context.close();
  });

  test("a multi-day event shows its start time under its day heading, and the end's date and time", async ({ page }) => {
    // Høstkonferansen runs Friday evening to Sunday afternoon; "18.00–14.00" alone would hide two days,
    // and the first day is the heading above it: written once.
    const { occurrence, listedOn } = (await subjectsNow()).multiDay;
    const referenceYear = osloWallClock(runNow).year;
    const { start, separator, end } = rangeParts(occurrence.start, occurrence.end, { referenceYear, startDayShown: true });
    expect(separator).toBe(' – ');
    expect(start).toBe(`kl. ${formatClock(occurrence.start)}`);
    await page.goto(listedOn);
    const item = page.getByTestId('programme-item').filter({ has: page.locator(`a[href="/program/${occurrence.occurrenceId}"]`) });
    await expect(item.locator('.programme-time')).toHaveText(`${start}${separator}${end}`);
    await expect(page.locator(`#dag-${osloDateKey(occurrence.start)}`)).toHaveText(
      new RegExp(`^${formatDay(occurrence.start, referenceYear)}$`, 'i'),
    );
    await expect(item.locator('.programme-time time').last()).toHaveAttribute('datetime', toOsloIso(occurrence.end));
  });

  test('marks cancelled occurrences "Avlyst" and keeps them listed', async ({ page }) => {
    // In the programme while a cancelled occurrence lies ahead of the run's clock, in the archive after.
    await page.goto((await subjectsNow()).cancelled.listedOn);
    const cancelled = page.getByTestId('programme-item').filter({ has: page.locator('.badge-cancelled') });
    expect(await cancelled.count()).toBeGreaterThan(0);
    await expect(cancelled.first().locator('.badge-cancelled')).toHaveText('Avlyst');
  });

  test('category filter works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
    const page = await context.newPage();
    await page.goto('/program');
    const filter = page.getByRole('navigation', { name: 'Vis kategori' });
    await expect(filter.getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'page');
    await filter.getByRole('link', { name: 'Barn og unge' }).click();
    await expect(page).toHaveURL(/\/program\/kategori\/barn-og-unge$/);
    await expect(page.getByRole('navigation', { name: 'Vis kategori' }).getByRole('link', { name: 'Barn og unge' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const categories = (await page.locator('.programme-category').allTextContents()).map((text) => text.replace(/^Kategori: /, ''));
    expect(categories.length).toBeGreaterThan(5);
    expect(new Set(categories)).toEqual(new Set(['Barn og unge']));
    await context.close();
  });

  test('the archive lists past events, latest first', async ({ page }) => {
    await page.goto('/program');
    await page.getByRole('link', { name: 'Arkiv: tidligere arrangementer' }).click();
    await expect(page).toHaveURL(/\/program\/arkiv$/);
    await expect(page.getByRole('link', { name: 'Høstbasar' })).toBeVisible();
    const times = await page.locator('.programme-date time').evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime')!)));
    expect(times.length).toBeGreaterThan(1);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    await page.getByRole('link', { name: 'Høstbasar' }).click();
    await expect(page.getByText('Dette arrangementet er over.')).toBeVisible();
  });

  test('occurrences that have ended disappear in the browser even when the build is older', async ({ page, request }) => {
    const html = await (await request.get('/program')).text();
    const ends = [...html.matchAll(/data-ends="([^"]+)"/g)].map((m) => m[1]);
    expect(ends.length).toBeGreaterThan(2);
    // A visitor whose clock is one minute after the first occurrence ended.
    await page.clock.setFixedTime(new Date(Date.parse(ends[0]) + 60_000));
    await page.goto('/program');
    const items = page.getByTestId('programme-item');
    await expect(items.first()).toBeHidden();
    const stillThere = ends.filter((e) => Date.parse(e) > Date.parse(ends[0]) + 60_000).length;
    await expect(page.locator('[data-testid="programme-item"]:visible')).toHaveCount(stillThere);
  });

  test('hiding what has ended moves nothing once the page is shown, however old the build', async ({ page, request, baseURL }) => {
    const html = await (await request.get('/program')).text();
    const ends = [...html.matchAll(/data-ends="([^"]+)"/g)].map((m) => Date.parse(m[1]));
    expect(ends.length).toBeGreaterThan(4);
    // A visitor three occurrences past the build: rows above the fold go before anything is painted.
    const visitorNow = ends[2] + 60_000;
    await page.clock.setFixedTime(new Date(visitorNow));
    // A phone's connection: the page is painted while the rest of its HTML and its script files are
    // still on their way (the HTML pauses after the fifth row).
    const afterFifthRow = (text: string) => [...text.matchAll(/data-ends="/g)][4]?.index ?? text.length;
    const slow = await slowHtmlProxy(baseURL!, afterFifthRow, 2_000);
    await page.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    try {
      for (const path of ['/', paths.program, paths.month(osloMonthKey(new Date(ends[0])))]) {
        await test.step(path, async () => {
          await page.goto(`${slow.origin}${path}`, { waitUntil: 'load' });
          await expect(page.locator('[data-ends]:visible').first()).toBeVisible();
          const ended = await page
            .locator('[data-ends]')
            .evaluateAll((els, now) => els.filter((e) => Date.parse(e.getAttribute('data-ends')!) <= now).length, visitorNow);
          expect(ended, `${path} lists something that has ended`).toBeGreaterThan(0);
          expect(await layoutShifts(page), path).toEqual([]);
        });
      }
    } finally {
      await slow.close();
    }
  });

  test('the home page shows the next six in "Dette skjer", also when the build is older', async ({ page, request }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Dette skjer' });
    await expect(section.getByTestId('programme-item').first()).toBeVisible();
    await expect(section.locator('[data-testid="programme-item"]:visible')).toHaveCount(6);
    const titles = await section.locator('[data-testid="programme-item"]:visible .programme-title').allTextContents();
    // Two occurrences later, the first two are gone and the next ones have moved up.
    const html = await (await request.get('/')).text();
    const ends = [...html.matchAll(/data-ends="([^"]+)"/g)].map((m) => Date.parse(m[1]));
    await page.clock.setFixedTime(new Date(ends[1] + 60_000));
    await page.reload();
    await expect(section.locator('[data-testid="programme-item"]:visible')).toHaveCount(6);
    const later = await section.locator('[data-testid="programme-item"]:visible .programme-title').allTextContents();
    expect(later.slice(0, 4)).toEqual(titles.slice(2, 6));
    await expect(section.getByRole('link', { name: 'Se videre program' })).toHaveAttribute('href', '/program');
  });

  test('the sitemap lists the event and calendar pages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).toMatch(/<loc>https:\/\/www\.sentrumbedehus\.no\/program\/bonnemote-\d{4}-\d{2}-\d{2}<\/loc>/);
    expect(sitemap).toContain('<loc>https://www.sentrumbedehus.no/program/arkiv</loc>');
    expect(sitemap).toContain('<loc>https://www.sentrumbedehus.no/legg-til-kalender</loc>');
    expect(sitemap).toMatch(/<loc>https:\/\/www\.sentrumbedehus\.no\/calendar\/[a-z0-9-]+<\/loc>/);
    const month = programmeMonths(await programmeNow()).at(-1)!;
    expect(sitemap).toContain(`<loc>https://www.sentrumbedehus.no/program/maned/${month}</loc>`);
    expect(sitemap).toContain(`<loc>https://www.sentrumbedehus.no/program/maned/${month}/utskrift</loc>`);
  });

  test.describe('as a screen reader lists it', () => {
    // The pages that list days: the first weeks, a month, a category with a weekly meeting, and the home page's cards.
    const listPages = async () => {
      const { meeting } = await subjectsNow();
      return [paths.program, paths.month(osloMonthKey(meeting.start)), paths.category(meeting.category.slug), paths.home];
    };

    test('the days and months of a list are headings, not landmarks: the landmarks are the page’s own few', async ({
      page,
      context,
      baseURL,
    }) => {
      // A returning visitor: the cookie banner (a landmark of its own while it shows) is answered.
      await context.addCookies([{ name: DISMISSED_COOKIE, value: 'true', url: baseURL! }]);
      for (const path of (await listPages()).slice(0, 3)) {
        await page.goto(path);
        const { landmarks } = await screenReaderOutline(page);
        expect(
          landmarks.filter((landmark) => landmark.startsWith('region')),
          path,
        ).toEqual([]);
        // Header, main menu (wide screens), main, category filter, month navigation, footer and its links: one list or a hundred days.
        expect(landmarks.length, `${path}: ${landmarks.join(', ')}`).toBeLessThanOrEqual(7);
      }
    });

    test('no two links have the same name and lead to different dates (the date and time are in the name)', async ({ page }) => {
      for (const path of await listPages()) {
        await page.goto(path);
        const { links } = await screenReaderOutline(page);
        expect(ambiguousLinks(links), path).toEqual([]);
      }
      // The visible title comes first in the name (WCAG 2.5.3), then the day and the time.
      const { meeting } = await subjectsNow();
      await page.goto(paths.category(meeting.category.slug));
      const link = page.locator(`a[href="${paths.event(meeting.occurrenceId)}"]`);
      await expect(link).toHaveText(meeting.title);
      const day = formatDay(meeting.start, osloWallClock(runNow).year);
      await expect(link).toHaveAccessibleName(
        new RegExp(`^${meeting.title} ${day} ${formatClock(meeting.start)}\\s*–\\s*${formatClock(meeting.end)}$`, 'i'),
      );
    });

    test('the headings go down one level at a time', async ({ page }) => {
      for (const path of await listPages()) {
        await page.goto(path);
        const { headings } = await screenReaderOutline(page);
        expect(headings.length, path).toBeGreaterThan(2);
        expect(headingSkips(headings), path).toEqual([]);
      }
    });
  });
});
