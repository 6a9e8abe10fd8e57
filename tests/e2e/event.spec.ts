import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { programmeNow, subjectsNow } from '../support/siteClock';
import { formatWhen } from '../../model/osloTime';
import { headingSkips, screenReaderOutline } from '../support/screenReaderOutline';
import { paths } from '../../model/routes';

/** The weekly meeting's next date that outlasts the run (tests/support/programmeSubjects.ts). */
async function meetingPath(): Promise<string> {
  return `/program/${(await subjectsNow()).meeting.occurrenceId}`;
}

test.describe('/program/:event', () => {
  test('shows the labels, its own date, and a link to the rest of the programme', async ({ page }) => {
    const path = await meetingPath();
    const date = path.slice(-10);
    await page.goto(path);
    await expect(page.getByText('Arrangement', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Bønnemøte' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Hva skjer?' })).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Koordinator' })).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Arrangør' })).toBeVisible();
    await expect(page.locator('.event-facts time').first()).toHaveAttribute('datetime', new RegExp(`^${date}T19:30:00\\+0[12]:00$`));
    await expect(page.locator('.event-facts')).toContainText('kl. 19.30–20.30');
    await expect(page.getByRole('link', { name: 'Se videre program' })).toHaveAttribute('href', '/program');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Bønnemøte | Sentrum bedehus');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${path}$`));
  });

  test('the headings go down one level at a time, also where the text has headings of its own', async ({ page }) => {
    const { meeting, withBody } = await subjectsNow();
    for (const occurrence of [meeting, withBody]) {
      await page.goto(paths.event(occurrence.occurrenceId));
      const { headings } = await screenReaderOutline(page);
      expect(headings.filter((heading) => heading.level === 1).map((heading) => heading.name)).toEqual([occurrence.title]);
      expect(headingSkips(headings), occurrence.occurrenceId).toEqual([]);
    }
  });

  test('has schema.org Event JSON-LD with offset dates, place, address, geo and organizer', async ({ page }) => {
    const path = await meetingPath();
    await page.goto(path);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data['@type']).toBe('Event');
    expect(data.name).toBe('Bønnemøte');
    expect(data.startDate).toMatch(/T19:30:00\+0[12]:00$/);
    expect(data.location['@type']).toBe('Place');
    expect(data.location.address.addressCountry).toBe('NO');
    expect(typeof data.location.geo.latitude).toBe('number');
    expect(data.organizer.name).toBeTruthy();
    expect(data.eventStatus).toMatch(/^https:\/\/schema\.org\/Event(Scheduled|Cancelled)$/);
  });

  test('toggles between Fyldig and Sammendrag', async ({ page }) => {
    await page.goto(await meetingPath());
    const full = page.getByTestId('event-full');
    const summary = page.getByTestId('event-summary');
    const fyldig = page.getByRole('button', { name: 'Fyldig' });
    const sammendrag = page.getByRole('button', { name: 'Sammendrag' });
    await expect(fyldig).toHaveAttribute('aria-pressed', 'true');
    await expect(full).toBeVisible();
    await expect(summary).toBeHidden();
    await sammendrag.click();
    await expect(sammendrag).toHaveAttribute('aria-pressed', 'true');
    await expect(full).toBeHidden();
    await expect(summary).toHaveText('En stille time med bønn for byen, misjonen og hverandre.');
    await fyldig.click();
    await expect(full).toContainText('bønnerommet');
  });

  test('without JavaScript the full text shows', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(await meetingPath());
    await expect(page.getByTestId('event-full')).toContainText('bønnerommet');
    // The toggle keeps its place in the layout but is not offered: it could not work.
    await expect(page.getByRole('button', { name: 'Sammendrag' })).toHaveCount(0);
    await context.close();
  });

  test('share copies the link and says so, visibly and in a live region, when there is no share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    const path = await meetingPath();
    await page.goto(path);
    await page.getByRole('button', { name: 'Del' }).click();
    const status = page.getByRole('status');
    await expect(status).toHaveText('En lenke til dette arrangementet er kopiert til utklippstavlen.');
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute('aria-live', 'polite');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`https://www.sentrumbedehus.no${path}`);
  });

  test('share opens the share sheet where there is one', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    const path = await meetingPath();
    await page.goto(path);
    await page.getByRole('button', { name: 'Del' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toBe(`https://www.sentrumbedehus.no${path}`);
    await expect(page.getByRole('status')).toHaveText('');
  });

  test('nothing on the page moves as Skriv ut and Del arrive (the static layout is the final one, on a phone)', async ({
    browser,
    page,
  }) => {
    const path = await meetingPath();
    const boxes = (p: Page) => Promise.all(['.event-tools a', '#hva-skjer'].map((selector) => p.locator(selector).boundingBox()));
    // With the page's script files refused, the page stays as the HTML paints it before they arrive.
    // (With JavaScript off, what needs a script takes no place at all: without-script.spec.ts.)
    const still = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const before = await still.newPage();
    await before.route(/\/_astro\/.+\.js$/, (route) => route.abort());
    await before.goto(path);
    const painted = await boxes(before);
    await still.close();
    await page.setViewportSize({ width: 390, height: 844 }); // where the row wraps
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Del' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skriv ut' })).toBeVisible();
    expect(await boxes(page)).toEqual(painted);
  });

  test('print calls window.print and the print stylesheet shows just the event', async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => {
        (window as unknown as { printed: number }).printed = ((window as unknown as { printed?: number }).printed ?? 0) + 1;
      };
    });
    await page.goto(await meetingPath());
    await page.getByRole('button', { name: 'Skriv ut' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: 'Bønnemøte' })).toBeVisible();
    await expect(page.getByTestId('event-full')).toBeVisible();
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Skriv ut' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Se videre program' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.site-header')).toBeVisible();
  });

  test('an old build still tells the visitor when the event is over', async ({ page }) => {
    const path = await meetingPath();
    await page.goto(path);
    const note = page.getByTestId('event-ended');
    await expect(note).toBeHidden();
    const endsAt = Date.parse((await note.getAttribute('data-show-after'))!);
    await page.clock.setFixedTime(new Date(endsAt + 60_000));
    await page.reload();
    await expect(note).toBeVisible();
    await expect(note).toContainText('Dette arrangementet er over.');
  });

  test("the page of a past date lists the series' dates still ahead, and moves on as they pass", async ({ page }) => {
    const programme = await programmeNow();
    const past = programme.archive.find((o) => o.documentId === 'event-bonnemote');
    expect(past, 'ingen tidligere bønnemøter ved kjøringens klokke').toBeDefined();
    const ahead = programme.upcoming.filter((o) => o.documentId === 'event-bonnemote');
    await page.goto(`/program/${past!.occurrenceId}`);
    const dates = page.locator('[aria-labelledby="andre-datoer"] li:visible a');
    await expect(dates).toHaveCount(4);
    await expect(dates.first()).toHaveAttribute('href', `/program/${ahead[0].occurrenceId}`);
    // A day after the first of them ended, by the visitor's clock: the next four.
    await page.clock.setFixedTime(new Date(ahead[0].end.getTime() + 86_400_000));
    await page.reload();
    await expect(dates).toHaveCount(4);
    await expect(dates.first()).toHaveAttribute('href', `/program/${ahead[1].occurrenceId}`);
  });

  test('Fyldig says everything Sammendrag says: the summary, then the body', async ({ page }) => {
    const { withBody } = await subjectsNow();
    const firstBlock = withBody.body.find((block) => block._type === 'block');
    const bodyText =
      firstBlock && 'children' in firstBlock ? (firstBlock.children ?? []).map((span) => ('text' in span ? span.text : '')).join('') : '';
    expect(bodyText, `${withBody.occurrenceId}: brødteksten har et avsnitt`).not.toBe('');
    await page.goto(`/program/${withBody.occurrenceId}`);
    const full = page.getByTestId('event-full');
    await expect(full.locator('p').first()).toHaveText(withBody.summary);
    await expect(full).toContainText(bodyText);
    await page.getByRole('button', { name: 'Sammendrag' }).click();
    await expect(page.getByTestId('event-summary')).toHaveText(withBody.summary);
  });

  test('a multi-day event gives both dates on its page and its calendar page', async ({ page }) => {
    const { occurrence } = (await subjectsNow()).multiDay;
    const both = formatWhen(occurrence.start, occurrence.end);
    expect(both).toMatch(/^\S+ \d{1,2}\. \S+ \d{4} kl\. \d{2}\.\d{2} – \S+ \d{1,2}\. \S+ \d{4} kl\. \d{2}\.\d{2}$/);
    await page.goto(`/program/${occurrence.occurrenceId}`);
    await expect(page.locator('.event-facts dd').first()).toHaveText(both);
    await page.goto(`/calendar/${occurrence.occurrenceId}`);
    await expect(page.locator('main')).toContainText(both);
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`an occurrence the build saw end says so and offers neither attendance nor calendar (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const past = (await programmeNow()).archive[0];
      expect(past, 'arkivet er tomt ved kjøringens klokke').toBeDefined();
      const context = await browser.newContext({ javaScriptEnabled, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
      const page = await context.newPage();
      await page.goto(`/program/${past.occurrenceId}`);
      await expect(page.getByText('Dette arrangementet er over.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Legg til i kalender' })).toHaveCount(0);
      await expect(page.getByText('Kommer du?')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Kommer', exact: true })).toHaveCount(0);
      await context.close();
    });
  }

  test('a page left open past the end stops offering attendance and the calendar', async ({ page, request }) => {
    const path = await meetingPath();
    const endsAt = Date.parse(/data-show-after="([^"]+)"/.exec(await (await request.get(path)).text())![1]);
    await page.clock.install({ time: new Date(endsAt - 2 * 60_000) });
    await page.goto(path);
    const calendar = page.getByRole('link', { name: 'Legg til i kalender' });
    const attendance = page.getByTestId('event-attendance');
    await expect(calendar).toBeVisible();
    await expect(attendance).toBeVisible();
    await expect(page.getByTestId('event-ended')).toBeHidden();
    await page.clock.runFor('03:00');
    await expect(page.getByTestId('event-ended')).toBeVisible();
    await expect(calendar).toBeHidden();
    await expect(attendance).toBeHidden();
  });

  test('a cancelled occurrence is closed: «Avlyst» in its heading, the reason once, the time struck through, no answers, nothing to add to a calendar', async ({
    page,
  }) => {
    const { cancelled } = await subjectsNow();
    const o = cancelled.occurrence;
    await page.goto(cancelled.listedOn);
    const card = page
      .getByTestId('programme-item')
      .filter({ has: page.locator('.badge-cancelled') })
      .first();
    const href = await card.locator('.programme-title').getAttribute('href');
    expect(href).toBe(`/program/${o.occurrenceId}`);
    expect(await card.locator('.programme-hours').evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe('line-through');
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Avlyst: ${o.title}`);
    await expect(page.getByTestId('event-cancelled')).toHaveText(o.cancellationReason ?? 'Dette arrangementet er avlyst.');
    expect(await page.locator('main').innerText()).not.toMatch(/Avlyst:\s*Avlyst/i);
    expect(
      await page
        .locator('.event-facts dd')
        .first()
        .evaluate((e) => getComputedStyle(e).textDecorationLine),
    ).toBe('line-through');
    await expect(page.getByRole('link', { name: 'Legg til i kalender' })).toHaveCount(0);
    await expect(page.getByTestId('event-attendance')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Kommer' })).toHaveCount(0);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data.eventStatus).toBe('https://schema.org/EventCancelled');

    // Its calendar page offers nothing to add either.
    await page.goto(`/calendar/${o.occurrenceId}`);
    await expect(page.getByTestId('calendar-links')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Legg til i|Last ned kalenderfil/ })).toHaveCount(0);
  });

  test('a slug that does not exist gets the Norwegian 404 page with the path', async ({ page }) => {
    const response = await page.goto('/program/finnes-ikke-2026-01-01');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siden finnes ikke');
    // The spec words a failed route check 'Page Not Found: {path}' (an unmatched path is 'Page not found').
    await expect(page.getByTestId('not-found-message')).toHaveText('Page Not Found: /program/finnes-ikke-2026-01-01');
  });

  test("the house's address leads to the map, and a bundled picture shows as AVIF/WebP with its alt text", async ({ page }) => {
    const { withImage } = await subjectsNow();
    // The bundled file's name, e.g. «adventskonsert» from images/adventskonsert.jpg.
    const file = /([^/]+)\.[a-z]+$/.exec(withImage.image!.url)![1];
    await page.goto(`/program/${withImage.occurrenceId}`);
    await expect(page.locator('.event-facts').getByRole('link', { name: /Kirkegata 10/ })).toHaveAttribute('href', '/kart');
    const image = page.getByRole('img', { name: withImage.image!.alt });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('picture source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      new RegExp(`/_astro/${file}\\.[^ ]+\\.avif 400w`),
    );
    await expect(page.locator('picture source[type="image/webp"]')).toHaveCount(1);
    // Link previews get the generated card (title, date, place); search engines' JSON-LD gets the picture.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `https://www.sentrumbedehus.no/program/${withImage.occurrenceId}.png`,
    );
    expect(await page.locator('script[type="application/ld+json"]').textContent()).toMatch(
      new RegExp(`https://www\\.sentrumbedehus\\.no/_astro/${file}\\.[^/"]+\\.jpg`),
    );
  });
});
