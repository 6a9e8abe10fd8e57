/**
 * The volunteer's everyday tasks on a 390 px phone (issue 22, item 8), for the Studio walk
 * (studio.spec.ts): the guide from the Studio's menu, a new weekly series published with its traps
 * refused at the field. Each task starts from a Studio address, so
 * the walk runs them once at 390 px rather than the whole walk twice.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import type { StandIn } from '../../support/sanityApiStandIn';
import { customRuleProblem } from '../../../model/customRule';

export const PHONE = { width: 390, height: 844 };

/** A new series, as a volunteer starts one: its own title, so the walk finds the documents it made. */
const NEW_SERIES = {
  title: 'Strikkekafé i peisestua',
  summary: 'Strikking, hekling og kaffe for alle som vil, nybegynnere også.',
  /** A trap: the schedule belongs to the series, not the summary (model/scheduleWords.ts). */
  summaryWithSchedule: 'Strikking og kaffe hver torsdag kl. 11.',
  /** A trap: «TI» is Norwegian for Tuesday, not an iCalendar weekday code. */
  badRule: 'FREQ=WEEKLY;BYDAY=TI',
};

interface Walk {
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
async function messageAtField(page: Page, text: string | RegExp) {
  const message = page.getByTestId('field-message').filter({ hasText: text });
  await expect(message).toBeVisible();
  await message.scrollIntoViewIfNeeded();
  const box = await message.boundingBox();
  expect(box, 'the message has a place on the screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width + 1);
}

/** Published documents of a type whose field has a value (the stand-in's store). */
const stored = (standIn: StandIn, id: (doc: Record<string, unknown>) => boolean) =>
  standIn.store.all().filter((doc) => !!doc && id(doc as unknown as Record<string, unknown>));

export async function guideFromTheMenu({ page, studioUrl, shot }: Walk) {
  await test.step('on a phone: «Veiledning» in the Studio’s menu opens the guide, with its headings and pictures', async () => {
    await page.goto(studioUrl, { waitUntil: 'domcontentloaded' });
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

export async function startWeeklySeries({ page, studioUrl, standIn, shot }: Walk) {
  await test.step('on a phone: start a weekly series; a schedule in the summary, a bad rule and a last date before the first are refused at the field; Publiser once', async () => {
    await page.goto(`${studioUrl}intent/create/template=event;type=event/`, { waitUntil: 'domcontentloaded' });
    const title = page.getByLabel('Tittel', { exact: true });
    await expect(title).toBeVisible({ timeout: 300_000 });
    await title.fill(NEW_SERIES.title);
    await page.getByRole('button', { name: 'Generer' }).click();
    // Again until it takes: on a loaded machine the first letters can come before the search is ready,
    // and the popover keeps moving while results come in (never «stable»: the click is forced).
    await expect(async () => {
      await page.getByLabel('Kategori').fill('Møt');
      await page.getByRole('option', { name: /Møter/ }).first().click({ force: true, timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId('field-message').filter({ hasText: /^Velg en kategori/ })).toHaveCount(0);
    await page.getByLabel('Sammendrag').fill(NEW_SERIES.summaryWithSchedule);
    await page.getByLabel('Hver uke (samme ukedag som første gang)').check();
    await messageAtField(page, /^Sammendraget /);
    await shot(page, 'studio-series-summary-390.png');
    await page.getByLabel('Sammendrag').fill(NEW_SERIES.summary);
    await expect(page.getByTestId('field-message').filter({ hasText: /^Sammendraget / })).toHaveCount(0);

    // «Egen regel» with a Norwegian weekday: refused, with what to write instead.
    await page.getByLabel('Egen regel (RRULE)').check();
    await page.getByLabel('Egen regel', { exact: true }).fill(NEW_SERIES.badRule);
    const ruleMessage = customRuleProblem(NEW_SERIES.badRule);
    expect(ruleMessage).not.toBeNull();
    await messageAtField(page, ruleMessage!);
    await page.getByLabel('Egen regel', { exact: true }).fill('');
    await page.getByLabel('Hver uke (samme ukedag som første gang)').check();

    // «Siste dato» before the first meeting.
    const draft = () => standIn.store.get('drafts.' + newSeriesId(standIn)) as Record<string, unknown> | null;
    await expect.poll(() => newSeriesId(standIn), { timeout: 60_000 }).not.toBe('');
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
    await shot(page, 'studio-series-until-390.png');
    await until.fill('');
    await until.press('Tab');
    await expect(page.getByTestId('field-message')).toHaveCount(0);

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
    const id = newSeriesId(standIn);
    await expect.poll(() => (standIn.store.get(id) as { title?: string } | null)?.title, { timeout: 60_000 }).toBe(NEW_SERIES.title);
    await expect.poll(() => standIn.store.get(`drafts.${id}`), { timeout: 60_000 }).toBeNull();
  });
}

/** The id of the series the walk started (published or draft), or ''. */
function newSeriesId(standIn: StandIn): string {
  const doc = stored(standIn, (d) => d._type === 'event' && d.title === NEW_SERIES.title)[0];
  return doc ? String(doc._id).replace(/^drafts\./, '') : '';
}
