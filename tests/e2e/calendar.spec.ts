import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import ICAL from 'ical.js';
import { expectNoAxeViolations } from '../support/axe';
import { programmeNow, subjectsNow } from '../support/siteClock';

const osloClock = (date: Date) =>
  new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', hour: '2-digit', minute: '2-digit' }).format(date);

test.describe('calendar', () => {
  test('/calendar/:event offers an .ics download with the right time, plus Google and Outlook links', async ({ page }) => {
    const id = (await subjectsNow()).meeting.occurrenceId;
    await page.goto(`/program/${id}`);
    await page.getByRole('link', { name: 'Legg til i kalender' }).click();
    await expect(page).toHaveURL(new RegExp(`/calendar/${id}$`));
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Last ned kalenderfil (.ics)' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`${id}.ics`);
    const text = await readFile(await download.path(), 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`${id}@sentrumbedehus.no`);
    expect(event.summary).toMatch(/Bønnemøte$/);
    expect(osloClock(event.startDate.toJSDate())).toBe('19:30');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Oslo');

    const google = new URL((await page.getByRole('link', { name: /Legg til i Google Kalender/ }).getAttribute('href'))!);
    expect(google.host).toBe('calendar.google.com');
    expect(google.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
    const outlook = new URL((await page.getByRole('link', { name: /Legg til i Outlook\.com/ }).getAttribute('href'))!);
    expect(outlook.host).toBe('outlook.live.com');
    await expectNoAxeViolations(page);
  });

  test("an ended occurrence's calendar page says it is over and offers nothing to add, by the build's clock and the visitor's", async ({
    page,
  }) => {
    const { archive, upcoming } = await programmeNow();
    await page.goto(`/calendar/${archive[0].occurrenceId}`);
    await expect(page.getByText('Dette arrangementet er over.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Last ned kalenderfil (.ics)' })).toHaveCount(0);
    // Upcoming at build time, but the visitor opens it after its end: the script hides the offers.
    await page.clock.setSystemTime(new Date(upcoming[0].end.getTime() + 60_000));
    await page.goto(`/calendar/${upcoming[0].occurrenceId}`);
    await expect(page.getByTestId('event-ended')).toBeVisible();
    await expect(page.getByTestId('calendar-links')).toBeHidden();
  });

  test('an unknown feed address is the 404 page as HTML, not an HTML page labelled as a calendar', async ({ page }) => {
    const response = await page.goto('/kalender/finnes-ikke.ics');
    expect(response!.status()).toBe(404);
    expect(response!.headers()['content-type']).toBe('text/html; charset=utf-8');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the whole-programme feed is served as text/calendar and keeps 19.30 across DST', async ({ request }) => {
    const response = await request.get('/kalender.ics');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Sentrum bedehus');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const prayer = events.filter((e) => e.summary.endsWith('Bønnemøte'));
    const offsets = new Set(prayer.map((e) => e.startDate.toJSDate().getUTCHours()));
    expect(offsets).toEqual(new Set([17, 18])); // summer and winter in UTC...
    expect(new Set(prayer.map((e) => osloClock(e.startDate.toJSDate())))).toEqual(new Set(['19:30'])); // ...always 19.30 in Oslo
    expect(events.some((e) => e.component.getFirstPropertyValue('status') === 'CANCELLED')).toBe(true);
  });

  test('/legg-til-kalender offers webcal, https and Google links for the whole programme and per category', async ({ page, request }) => {
    await page.goto('/legg-til-kalender');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Programmet i mobilkalenderen');
    const webcal = page.getByRole('link', { name: 'Abonner (iPhone, iPad, Mac)', exact: true });
    await expect(webcal).toHaveAttribute('href', 'webcal://www.sentrumbedehus.no/kalender.ics');
    const google = new URL(
      (await page
        .getByRole('link', { name: /^Abonner i Google Kalender \(Android\)/ })
        .first()
        .getAttribute('href'))!,
    );
    expect(google.searchParams.get('cid')).toBe('webcal://www.sentrumbedehus.no/kalender.ics');
    for (const name of ['iPhone og iPad', 'Android', 'Outlook']) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const categoryFeed = await page.getByRole('link', { name: /Abonner \(iPhone, iPad, Mac\) – Barn og unge/ }).getAttribute('href');
    expect(categoryFeed).toBe('webcal://www.sentrumbedehus.no/kalender/barn-og-unge.ics');
    const feed = await request.get('/kalender/barn-og-unge.ics');
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.length).toBeGreaterThan(5);
    expect(events.every((e) => /Barneklubben|Ungdomsklubben/.test(e.summary))).toBe(true);
  });
});
