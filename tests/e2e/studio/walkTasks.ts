/**
 * The walk's shared parts (the `Walk`, the widths, the message at a field, a new event) and the
 * volunteer's everyday tasks (docs/volunteer-guide.md), for the Studio walk (studio.spec.ts): the guide
 * from the Studio's menu on a 390 px phone; a new weekly series published with its traps refused at
 * the field, at 1366 px and on the phone (a series of its own at each width); then the phone's series
 * offers its place on «Aktiviteter» (and a date of it is cancelled and one moved: cancelOnPhoneTask.ts,
 * changeDateOnPhoneTask.ts). Each task starts from a Studio address, so the walk runs it once at each
 * width rather than the whole walk twice.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import type { StandIn } from '../../../stand-ins/sanity/sanityApiStandIn';
import { customRuleProblem } from '../../../model/customRule';
import { endProblem } from '../../../model/eventTimes';
import { ruleProblem, seriesDateProblem, type SeriesFields } from '../../../model/seriesProblems';
import { openInStudio } from './openInStudio';

export const PHONE = { width: 390, height: 844 };

/** The two widths the walk does each task at: a laptop and a phone. */
export type Width = 'desktop' | 'phone';
/** «on a phone: » before a phone step's title, so the report says where each step ran. */
export const onWidth = (on: Width) => (on === 'phone' ? 'on a phone: ' : 'at 1366 px: ');
/** For names of pictures: 390 or 1366. */
const pixels = (on: Width) => (on === 'phone' ? 390 : 1366);

/** The series the walk starts at each width: its own title, so the walk finds the documents it made. */
const SERIES_TITLES: Record<Width, string> = { phone: 'Strikkekafé i peisestua', desktop: 'Bibeltime i peisestua' };

/** A new series, as a volunteer starts one. */
const NEW_SERIES = {
  summary: 'Strikking, hekling og kaffe for alle som vil, nybegynnere også.',
  /** A trap: the schedule belongs to the series, not the summary (model/scheduleWords.ts). */
  summaryWithSchedule: 'Strikking og kaffe hver torsdag kl. 11.',
  /** A trap: «TI» is Norwegian for Tuesday, not an iCalendar weekday code. */
  badRule: 'FREQ=WEEKLY;BYDAY=TI',
  /** A trap: two meetings a day (the clock time comes from «Start»). */
  twoADay: 'FREQ=DAILY;BYHOUR=10,18',
  /** A trap: 30 February never comes. */
  never: 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
  /** Its place on «Aktiviteter», written after the offer that follows Publiser. */
  activityText: 'For alle som liker å strikke eller hekle, nybegynnere også. Vi har garn og pinner til utlån.',
};

export interface Walk {
  page: Page;
  studioUrl: string;
  standIn: StandIn;
  /** The guide's pictures (docs/images), as the walk takes them. */
  shot: (page: Page, name: string) => Promise<void>;
}

/**
 * The message under a field, readable without a mouse: visible, and within the phone's width.
 * `field` is the field's label (its message is the nearest after it).
 */
export async function messageAtField(page: Page, text: string | RegExp) {
  const message = page.getByTestId('field-message').filter({ hasText: text });
  await expect(message).toBeVisible({ timeout: 30_000 }); // the series' rules expand meetings: slow on a loaded machine
  // Again until it holds: the Studio validates again as the draft saves and may draw the message anew.
  await expect(async () => {
    await message.scrollIntoViewIfNeeded({ timeout: 5_000 });
    await withinTheScreen(page, message);
  }).toPass({ timeout: 30_000 });
}

/** «Egen regel» under «Hvor ofte», and its field opened under «Avansert» (collapsed at first). */
async function chooseCustomRule(page: Page): Promise<Locator> {
  await page.getByLabel('Egen regel (f.eks. hver tirsdag og torsdag)').check();
  const rule = page.getByLabel('Egen regel', { exact: true });
  // Again until it shows: a click just as the fieldset opens by itself would close it.
  await expect(async () => {
    if (!(await rule.isVisible())) await page.getByRole('button', { name: 'Avansert' }).click({ timeout: 5_000 });
    await expect(rule).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  return rule;
}

/** Something that fits the screen's width: nothing to scroll sideways for. */
export async function withinTheScreen(page: Page, element: Locator) {
  const box = await element.boundingBox();
  expect(box, 'it has a place on the screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width + 1);
}

/**
 * «Publiser» on an open series once its draft is saved; waits until the draft is gone and returns
 * the published series' address (its slug), which its occurrences' ids begin with.
 */
export async function publishSeries(page: Page, standIn: StandIn, id: string): Promise<string> {
  const publish = page.getByRole('button', { name: 'Publiser', exact: true });
  await expect(publish).toBeEnabled({ timeout: 60_000 });
  await publish.click();
  await expect.poll(() => standIn.store.get(`drafts.${id}`), { timeout: 60_000 }).toBeNull();
  const slug = (standIn.store.get(id) as { slug?: { current?: string } } | null)?.slug?.current;
  expect(slug).toBeTruthy();
  return slug!;
}

/** «Kategori»: the first letters typed, and the category chosen from what the search offers. */
export async function chooseCategory(page: Page, letters: string, name: RegExp) {
  // Again until it takes: on a loaded machine the first letters can come before the search is ready,
  // and the popover keeps moving while results come in (never «stable»: the click is forced).
  // Chosen, the search box gives way to the category's card.
  const search = page.getByRole('combobox', { name: 'Kategori' });
  await expect(async () => {
    if (await search.isVisible()) {
      await search.fill(letters);
      await page.getByRole('option', { name }).first().click({ force: true, timeout: 5_000 });
    }
    await expect(search).toHaveCount(0, { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByTestId('field-message').filter({ hasText: /^Velg en kategori/ })).toHaveCount(0, { timeout: 30_000 });
}

/** A new event, as the Studio's «+» opens one: its title written and its address generated from it. */
export async function newEventTitled(page: Page, studioUrl: string, title: string) {
  await openInStudio(page, `${studioUrl}intent/create/template=event;type=event/`);
  const field = page.getByLabel('Tittel', { exact: true });
  await expect(field).toBeVisible({ timeout: 300_000 });
  await field.fill(title);
  await page.getByRole('button', { name: 'Generer' }).click();
}

/** Published documents of a type whose field has a value (the stand-in's store). */
const stored = (standIn: StandIn, id: (doc: Record<string, unknown>) => boolean) =>
  standIn.store.all().filter((doc) => !!doc && id(doc as unknown as Record<string, unknown>));

export async function guideFromTheMenu({ page, studioUrl, shot }: Walk) {
  await test.step('on a phone: «Veiledning» in the Studio’s menu opens the guide, with its headings and pictures', async () => {
    await openInStudio(page, studioUrl);
    await expect(page.getByText('Arrangement', { exact: true }).first()).toBeVisible({ timeout: 300_000 });
    // On a phone the tools are in the menu behind the navbar's button (Sanity gives it only a tooltip).
    await page.locator('button:has([data-sanity-icon="menu"])').first().click();
    await page.getByRole('link', { name: 'Veiledning' }).click();
    await page.mouse.move(0, page.viewportSize()!.height - 1); // no tooltip left over the guide
    const guide = page.getByTestId('volunteer-guide');
    await expect(guide.getByRole('heading', { level: 1, name: 'Slik holder du nettsiden oppdatert' })).toBeVisible();
    for (const heading of ['Avlys et møte', 'Flytt eller endre ett møte', 'En ny fast serie'])
      await expect(guide.getByRole('heading', { name: heading })).toBeVisible();
    await shot(page, 'studio-guide-390.png');
    const picture = guide.getByRole('img', { name: '«Avlys en dato» med dato og begrunnelse' });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const box = await picture.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width + 1); // no sideways scrolling
  });
}

export async function startWeeklySeries({ page, studioUrl, standIn, shot }: Walk, on: Width) {
  const title = SERIES_TITLES[on];
  // The guide's pictures are the phone's; the laptop's go with the test's output.
  const picture = (name: string) => (on === 'phone' ? shot(page, `${name}-390.png`) : refusalShot(page, `${name}-1366.png`));
  await test.step(`${onWidth(on)}start a weekly series; a schedule in the summary, a bad rule, a last date before the first and the other traps are refused at the field; Publiser once`, async () => {
    await newEventTitled(page, studioUrl, title);
    await chooseCategory(page, 'Møt', /Møter/);
    await page.getByLabel('Sammendrag').fill(NEW_SERIES.summaryWithSchedule);
    await page.getByLabel('Hver uke (samme ukedag som første gang)').check();
    await messageAtField(page, /^Sammendraget /);
    await picture('studio-series-summary');
    await page.getByLabel('Sammendrag').fill(NEW_SERIES.summary);
    await expect(page.getByTestId('field-message').filter({ hasText: /^Sammendraget / })).toHaveCount(0);

    // «Egen regel»: said in words under «Hvor ofte»; with a Norwegian weekday refused, with what to write instead.
    await chooseCustomRule(page);
    await page.getByLabel('Egen regel', { exact: true }).fill('FREQ=WEEKLY;BYDAY=TU,TH');
    await expect(page.getByTestId('custom-rule-words')).toHaveText('Møtene blir hver tirsdag og torsdag.');
    await page.getByLabel('Egen regel', { exact: true }).fill(NEW_SERIES.badRule);
    const ruleMessage = customRuleProblem(NEW_SERIES.badRule);
    expect(ruleMessage).not.toBeNull();
    await messageAtField(page, ruleMessage!);
    await page.getByLabel('Egen regel', { exact: true }).fill('');
    await page.getByLabel('Hver uke (samme ukedag som første gang)').check();

    // «Siste dato» before the first meeting.
    const draft = () => standIn.store.get('drafts.' + newSeriesId(standIn, on)) as Record<string, unknown> | null;
    await expect.poll(() => newSeriesId(standIn, on), { timeout: 60_000 }).not.toBe('');
    const start = (draft() as { start?: string } | null)?.start ?? '';
    const dayBefore = new Date(Date.parse(start) - 86_400_000).toLocaleDateString('nb-NO', {
      timeZone: 'Europe/Oslo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    const until = page.getByLabel('Siste dato');
    await until.fill(dayBefore);
    await until.press('Tab');
    await messageAtField(page, /^«Siste dato» \(.+\) er før første møte/);
    await picture('studio-series-until');
    await until.fill('');
    await until.press('Tab');
    await expect(page.getByTestId('field-message')).toHaveCount(0);
    // The traps' messages are computed from the saved draft: wait until it holds the weekly rule
    // (read too early, a draft without it is no series, and the cancelled-date rule has nothing to say).
    await expect
      .poll(() => (draft() as { recurrence?: { frequency?: string } } | null)?.recurrence?.frequency, { timeout: 60_000 })
      .toBe('weekly');
    await refusedTraps(page, draft()!, on);

    // Publiser once, when the draft is saved: a click while the Studio still saves raced it before.
    await expect
      .poll(
        () => {
          const saved = draft() as {
            summary?: string;
            category?: { _ref?: string };
            recurrence?: { frequency?: string; until?: string; rrule?: string };
          } | null;
          return saved && [saved.summary, saved.recurrence?.frequency, saved.recurrence?.until ?? null, saved.category?._ref].join('|');
        },
        { timeout: 60_000 },
      )
      .toMatch(new RegExp(`^${NEW_SERIES.summary}\\|weekly\\|\\|category-`));
    const publish = page.getByRole('button', { name: 'Publiser', exact: true });
    await expect(publish).toBeEnabled({ timeout: 60_000 });
    await publish.click();
    const id = newSeriesId(standIn, on);
    await expect.poll(() => (standIn.store.get(id) as { title?: string } | null)?.title, { timeout: 60_000 }).toBe(title);
    await expect.poll(() => standIn.store.get(`drafts.${id}`), { timeout: 60_000 }).toBeNull();
  });
}

export async function offerItsActivity({ page, standIn, shot }: Walk) {
  await test.step('on a phone: right after Publiser the new series offers its place on «Aktiviteter» (no reload); the activity opens with the series filled in', async () => {
    const id = newSeriesId(standIn, 'phone');
    // The form follows the publish: no draft left, so Publiser gives way to the offer.
    const offer = page.getByRole('button', { name: 'Legg til under «Aktiviteter»' });
    await expect(offer).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Publiser', exact: true })).toHaveCount(0);
    await shot(page, 'studio-series-offer-390.png');
    await offer.click();
    await page.getByLabel('Beskrivelse').fill(NEW_SERIES.activityText);
    const activity = () =>
      stored(standIn, (doc) => doc._type === 'activity' && doc.description === NEW_SERIES.activityText)[0] as
        { _id: string; series?: { _ref?: string } } | undefined;
    await expect.poll(() => activity()?.series?._ref, { timeout: 60_000 }).toBe(id);
    expect(activity()?._id).toMatch(/^drafts\./);
    // Back on the series: an activity points to it, so there is nothing to offer.
    await page.goBack();
    await expect(page.getByLabel('Tittel', { exact: true })).toHaveValue(SERIES_TITLES.phone, { timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Publiser', exact: true })).toBeVisible();
    await expect(offer).toHaveCount(0);
  });
}

/** The id of the series the walk started at a width (published or draft), or ''. */
export function newSeriesId(standIn: StandIn, on: Width): string {
  const doc = stored(standIn, (d) => d._type === 'event' && d.title === SERIES_TITLES[on])[0];
  return doc ? String(doc._id).replace(/^drafts\./, '') : '';
}

/** A picture of a refusal, its message mid-screen, for looking at (test output; not one of the guide's pictures). */
async function refusalShot(page: Page, name: string) {
  await page
    .getByTestId('field-message')
    .first()
    .evaluate((message) => message.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath(name) });
}

/** A date as the Studio's fields show it (27.11.2026), and as documents hold it (2026-11-27), in Oslo. */
function osloDay(instant: number) {
  const [day, month, year] = new Date(instant)
    .toLocaleDateString('nb-NO', { timeZone: 'Europe/Oslo', day: '2-digit', month: '2-digit', year: 'numeric' })
    .split('.');
  return { shown: `${day}.${month}.${year}`, key: `${year}-${month}-${day}` };
}

/**
 * The other traps a volunteer can fall into on the open series, each refused under its field before Publiser
 * and put right again: two meetings a day, a rule that never gives a meeting, «Slutt» before «Start»,
 * and a cancelled date the series does not meet on. The messages are the rules' own (model/).
 */
async function refusedTraps(page: Page, saved: SeriesFields, on: Width) {
  await test.step('two meetings a day, a rule that never occurs', async () => {
    const rule = await chooseCustomRule(page);
    for (const [rrule, name] of [
      [NEW_SERIES.twoADay, 'two-a-day'],
      [NEW_SERIES.never, 'never'],
    ] as const) {
      const message = ruleProblem({ ...saved, recurrence: { frequency: 'custom', rrule } });
      expect(message, rrule).not.toBeNull();
      // Again until it takes: the field appears with «Egen regel», and a loaded machine can lose the first letters.
      await expect(async () => {
        await rule.fill(rrule);
        await expect(page.getByTestId('field-message').filter({ hasText: message! })).toBeVisible({ timeout: 15_000 });
      }).toPass({ timeout: 60_000 });
      await messageAtField(page, message!);
      await refusalShot(page, `refused-rule-${name}-${pixels(on)}.png`);
    }
    await rule.fill('');
    await page.getByLabel('Hver uke (samme ukedag som første gang)').check();
    await expect(page.getByTestId('field-message')).toHaveCount(0);
  });

  await test.step('«Slutt» before «Start»', async () => {
    const end = page.getByLabel('Slutt', { exact: true });
    const endShown = await end.inputValue();
    // An hour before «Start» (19.00 for a new event), on the same day.
    const [, day, hour, minute] = /^(\S+) (\d{2})\.(\d{2})$/.exec(await page.getByLabel('Start', { exact: true }).inputValue()) ?? [];
    expect(Number(hour)).toBeGreaterThan(0);
    await end.fill(`${day} ${String(Number(hour) - 1).padStart(2, '0')}.${minute}`);
    await end.press('Tab');
    await messageAtField(page, endProblem(new Date(1), new Date(0))!);
    await refusalShot(page, `refused-end-before-start-${pixels(on)}.png`);
    await end.fill(endShown);
    await end.press('Tab');
    await expect(page.getByTestId('field-message')).toHaveCount(0);
  });

  await test.step('a cancelled date the series does not meet on', async () => {
    const cancellations = page.getByTestId('field-recurrence.cancellations');
    await cancellations.getByRole('button', { name: 'Legg til', exact: true }).click();
    const date = page.getByRole('dialog').getByLabel('Dato', { exact: true });
    const dayAfter = osloDay(Date.parse(String(saved.start)) + 86_400_000); // a weekly series meets a week later
    const message = seriesDateProblem(saved, dayAfter.key);
    expect(message).not.toBeNull();
    // Again until it takes: on a loaded machine the dialog's field can still be mounting when typed into
    // (the date was lost once at load 10 and the field stayed empty).
    await expect(async () => {
      if ((await date.inputValue()) !== dayAfter.shown) {
        await date.fill(dayAfter.shown);
        await date.press('Tab');
      }
      await expect(page.getByTestId('field-message').filter({ hasText: message! })).toBeVisible({ timeout: 15_000 });
    }).toPass({ timeout: 90_000 });
    await messageAtField(page, message!);
    await refusalShot(page, `refused-cancelled-date-${pixels(on)}.png`);
    // The dialog's breadcrumb reads as written: Sanity title-cases it («Avlyste Datoer») unless the
    // Studio says otherwise (studio/layout/WrittenCase.tsx). innerText is the text as shown.
    const crumbs = page.getByRole('dialog').locator('[data-testid^="breadcrumb-item-"]');
    await expect(crumbs.first()).toBeVisible();
    const asShown = await crumbs.evaluateAll((all) =>
      all.map((crumb) => ({
        shown: (crumb as HTMLElement).innerText.replace(/\s+/g, ''),
        written: (crumb.textContent ?? '').replace(/\s+/g, ''),
      })),
    );
    expect(asShown.length).toBeGreaterThan(0);
    for (const { shown, written } of asShown) expect(shown).toBe(written);
    // Closed with its ✕ (Escape stays in the date field).
    await page.getByRole('dialog').locator('button:has([data-sanity-icon="close"])').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Again until it takes: on the phone the item's menu twice opened some 400 px below its button,
    // under the document's footer, and was then hidden for good; closed and opened again it sits by
    // its button.
    const menuButton = cancellations.getByTestId('array-item-menu-button');
    await expect(async () => {
      if ((await menuButton.getAttribute('aria-expanded')) === 'true') await menuButton.click({ timeout: 10_000 }); // closes it
      await menuButton.click({ timeout: 10_000 });
      await page.getByRole('menuitem', { name: 'Fjern' }).click({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
    await expect(page.getByTestId('field-message')).toHaveCount(0);
  });
}
