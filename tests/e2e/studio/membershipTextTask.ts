/**
 * A volunteer's task for the Studio walk (studio.spec.ts), at 1366 px and again on a 390 px phone:
 * the membership page's text is under «Medlemskap», beside the fee and the age; a sentence added
 * there publishes, and the built /medlemskap shows it (the walk's last step).
 */
import { expect, test } from '../../support/test';
import type { Walk } from './walkTasks';
import { openInStudio } from './openInStudio';

/** The sentences the walk adds: one at 1366 px, one on the phone. */
export const MEMBERSHIP_SENTENCES = { desktop: 'Velkommen som medlem!', phone: 'Spør gjerne styret om det er noe du lurer på.' };

export async function changeMembershipText({ page, studioUrl, standIn }: Walk, on: keyof typeof MEMBERSHIP_SENTENCES) {
  const sentence = MEMBERSHIP_SENTENCES[on];
  await test.step(`${on === 'phone' ? 'on a phone: ' : ''}change the membership text: it is under «Medlemskap», with the fee and the age`, async () => {
    await openInStudio(page, studioUrl);
    // Each page with a text of its own is listed under its name.
    for (const name of ['Om oss', 'Aktiviteter', 'Givertjeneste'])
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible({ timeout: 120_000 });
    await page.getByText('Medlemskap', { exact: true }).first().click();
    for (const field of ['Kontingent (kroner per år)', 'Aldersgrense (år)', 'Tekst på siden'])
      await expect(page.getByText(field, { exact: true }).first()).toBeVisible({ timeout: 120_000 });
    const text = page.locator('[data-testid="field-body"] [contenteditable="true"]').first();
    await text.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(` ${sentence}`);
    const words = (id: string) =>
      ((standIn.store.get(id)?.body as { children?: { text?: string }[] }[] | undefined) ?? [])
        .flatMap((block) => block.children ?? [])
        .map((span) => span.text)
        .join(' ');
    await expect.poll(() => words('drafts.membership'), { timeout: 60_000 }).toContain(sentence);
    await page.getByRole('button', { name: 'Publiser', exact: true }).click();
    await expect.poll(() => words('membership'), { timeout: 60_000 }).toContain(sentence);
    expect(standIn.store.get('membership')).toMatchObject({ feeKroner: 100, minimumAge: 15 });
  });
}
