/**
 * A volunteer's task on a 390 px phone, for the Studio walk (studio.spec.ts): cancel the next meeting
 * of the series the walk started on the phone, with a reason, through «Avlys en dato» in the
 * document's menu, and publish. The built site lists that meeting as cancelled (the walk's last step).
 */
import { expect, test } from '../../support/test';
import { newSeriesId, publishSeries, withinTheScreen, type Walk } from './walkTasks';

export const PHONE_CANCEL_REASON = 'Avlyst fordi peisestua males';

type Cancellations = { recurrence?: { cancellations?: { date: string; reason: string }[] } } | null;

/** Returns the cancelled meeting's occurrence id (the series' slug and the date). */
export async function cancelADateOnPhone({ page, standIn }: Walk): Promise<string> {
  let occurrenceId = '';
  await test.step('on a phone: cancel the new series’ next meeting with a reason, through «Avlys en dato»; publish', async () => {
    const id = newSeriesId(standIn, 'phone');
    const reasonFor = (docId: string, date: string) =>
      (standIn.store.get(docId) as Cancellations)?.recurrence?.cancellations?.find((c) => c.date === date)?.reason;
    await page.getByRole('button', { name: 'Åpne dokumenthandlinger' }).click();
    await page.getByRole('menuitem', { name: 'Avlys en dato' }).click();
    // The next meeting is chosen already.
    const dates = page.getByLabel('Dato som avlyses');
    const date = await dates.inputValue();
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByLabel('Begrunnelse (vises for besøkende)').fill(PHONE_CANCEL_REASON);
    await withinTheScreen(page, page.getByRole('dialog'));
    await expect(page.getByRole('button', { name: 'Avlys datoen' })).toBeInViewport();
    await page.getByRole('button', { name: 'Avlys datoen' }).click();
    await expect.poll(() => reasonFor(`drafts.${id}`, date), { timeout: 60_000 }).toBe(PHONE_CANCEL_REASON);
    const slug = await publishSeries(page, standIn, id);
    expect(reasonFor(id, date)).toBe(PHONE_CANCEL_REASON);
    occurrenceId = `${slug}-${date}`;
  });
  return occurrenceId;
}
