/**
 * A volunteer's task at 1366 px, for the Studio walk (studio.spec.ts): a new weekly series whose
 * first meeting falls on the next holiday (or julaften, nyttårsaften) shows the yellow box under
 * «Gjentakelse» naming that date, and its one button cancels the date with the box's reason
 * (studio/schemaTypes/fields/HolidayMeetingsInput.tsx). The series stays a draft: nothing to publish.
 */
import { expect, test } from '../../support/test';
import { DAY_MS } from '../../../model/dayLength';
import { holidayMeetings } from '../../../model/holidayMeetings';
import { norwegianHolidays } from '../../../model/norwegianHolidays';
import { formatDay, osloDateKey, osloInstant, osloWallClock } from '../../../model/osloTime';
import { newEventTitled, type Walk } from './walkTasks';

const TITLE = 'Sangkveld i peisestua';

type Cancellations = { recurrence?: { cancellations?: { date: string; reason: string }[] } } | null;

/** A date as the Studio's fields show it: 24.12.2026. */
const shown = (date: string) => date.split('-').reverse().join('.');

export async function cancelAHolidayMeeting({ page, studioUrl, standIn }: Walk) {
  await test.step('at 1366 px: a weekly series meeting on a holiday shows the date in a warning, and one click cancels it', async () => {
    // The next holiday from tomorrow on, by the browser's clock (the Studio's «the coming year»):
    // whatever day the walk runs, the series' first meeting is one.
    const now = new Date(await page.evaluate(() => Date.now()));
    const year = osloWallClock(now).year;
    const tomorrow = osloDateKey(new Date(now.getTime() + DAY_MS));
    const holiday = [year, year + 1].flatMap(norwegianHolidays).find((h) => h.date > tomorrow)!;
    const [y, m, d] = holiday.date.split('-').map(Number);
    const at = (hour: number, minute: number) => osloInstant({ year: y, month: m, day: d, hour, minute }).toISOString();
    // What the box must say, from the model the Studio uses (two holidays on a day are named together).
    const expected = holidayMeetings({ start: at(19, 0), end: at(20, 30), recurrence: { frequency: 'weekly' } }, now);
    expect(expected[0]?.date).toBe(holiday.date);
    const day = formatDay(expected[0].start, year);

    await newEventTitled(page, studioUrl, TITLE);
    await page.getByLabel('Hver uke (samme ukedag som første gang)').check();
    for (const [label, time] of [
      ['Start', '19.00'],
      ['Slutt', '20.30'],
    ]) {
      const field = page.getByLabel(label, { exact: true });
      await field.fill(`${shown(holiday.date)} ${time}`);
      await field.press('Tab');
    }
    const warning = page.getByTestId('holiday-meetings');
    await expect(warning).toBeVisible({ timeout: 60_000 });
    await expect(warning).toContainText(`${day} (${expected[0].name})`);
    await warning.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('holiday-warning-1366.png') });

    await warning.getByRole('button', { name: `Avlys ${day}`, exact: true }).click();
    const id = () =>
      String(standIn.store.all().find((doc) => doc?._type === 'event' && (doc as { title?: string }).title === TITLE)?._id ?? '');
    await expect
      .poll(() => (standIn.store.get(id()) as Cancellations)?.recurrence?.cancellations, { timeout: 60_000 })
      .toEqual([expect.objectContaining({ date: holiday.date, reason: `Ingen møte på ${expected[0].name}.` })]);
    expect(id()).toMatch(/^drafts\./);
    // Cancelled, the date leaves the box (which stays for the series' next holiday, if it has one).
    await expect(warning.getByRole('button', { name: `Avlys ${day}`, exact: true })).toHaveCount(0);
    if (expected.length > 1) await expect(warning).toContainText(`(${expected[1].name})`);
    else await expect(warning).toHaveCount(0);
  });
}
