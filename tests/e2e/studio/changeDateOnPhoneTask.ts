/**
 * A volunteer's task on a 390 px phone, for the Studio walk (studio.spec.ts): move one meeting of the
 * series the walk started on the phone to another time and room, with a note for visitors, through
 * «Endre én dato» in the document's menu, and publish. The built site shows the meeting moved (the
 * walk's last step); the walk does the same at 1366 px on another series.
 */
import { expect, test } from '../../support/test';
import { newSeriesId, publishSeries, withinTheScreen, type Walk } from './walkTasks';

/** What the volunteer writes on the phone. */
export const PHONE_CHANGE = { from: '17.00', to: '18.30', room: 'Lillesalen', note: 'Tidligere denne gangen, og i Lillesalen' };

type Changes = { recurrence?: { changes?: { date: string; start?: string; room?: string; note?: string }[] } } | null;

/** Returns the moved meeting's occurrence id (the series' slug and its date). */
export async function changeADateOnPhone({ page, standIn, shot }: Walk): Promise<string> {
  let occurrenceId = '';
  await test.step('on a phone: move one meeting of the new series to another time and room with a note, through «Endre én dato»; publish', async () => {
    const id = newSeriesId(standIn, 'phone');
    const changeOf = (docId: string, date: string) =>
      (standIn.store.get(docId) as Changes)?.recurrence?.changes?.find((change) => change.date === date);
    await page.getByRole('button', { name: 'Åpne dokumenthandlinger' }).click();
    await page.getByRole('menuitem', { name: 'Endre én dato' }).click();
    const dialog = page.getByRole('dialog');
    // The first meeting offered: the one after the cancelled one (a cancelled date is not offered).
    const meetings = dialog.getByLabel('Møtet som endres');
    const date = (await meetings.locator('option').first().getAttribute('value')) ?? '';
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await meetings.selectOption(date);
    await dialog.getByLabel('Fra kl.').fill(PHONE_CHANGE.from);
    await dialog.getByLabel('Til kl.').fill(PHONE_CHANGE.to);
    await dialog.getByLabel('Rom eller sal').fill(PHONE_CHANGE.room);
    await dialog.getByLabel('Beskjed til besøkende').fill(PHONE_CHANGE.note);
    await withinTheScreen(page, dialog);
    // The main button stays on the phone's screen below the whole form, unscrolled.
    const save = dialog.getByRole('button', { name: 'Lagre endringen' });
    await expect(save).toBeInViewport();
    await shot(page, 'studio-change-date-390.png');
    await save.click();
    await expect.poll(() => changeOf(`drafts.${id}`, date)?.note, { timeout: 60_000 }).toBe(PHONE_CHANGE.note);
    expect(changeOf(`drafts.${id}`, date)?.room).toBe(PHONE_CHANGE.room);
    const slug = await publishSeries(page, standIn, id);
    expect(changeOf(id, date)?.note).toBe(PHONE_CHANGE.note);
    occurrenceId = `${slug}-${date}`;
  });
  return occurrenceId;
}
