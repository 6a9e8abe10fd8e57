/**
 * A volunteer's task for the Studio walk (studio.spec.ts), at 1366 px and on a 390 px phone (another
 * recipient at each width): change the account number of a gift recipient under «Givertjeneste». A
 * number with one wrong digit is refused at the field with what to do; the right one publishes, and
 * the built site shows both new numbers (the walk's last step).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { formatAccountNumber, mod11CheckDigit } from '../../../model/accountNumber';
import { messageAtField, onWidth, type Walk, type Width } from './walkTasks';
import { openInStudio } from './openInStudio';

/** The recipient and the bank's first ten digits of its new account, for each width. */
const TASKS: Record<Width, { id: string; label: string; firstTen: string }> = {
  phone: { id: 'donationRecipient-drift', label: 'Drift av bedehuset', firstTen: '1503270200' },
  desktop: { id: 'donationRecipient-misjon', label: 'Misjonsprosjektene', firstTen: '3000150204' },
};
/** The new account: its check digit from the rule the Studio and the site share. */
const newAccount = (on: Width) => `${TASKS[on].firstTen}${mod11CheckDigit(TASKS[on].firstTen)}`;

/** How the site writes each new number (1503.27.02xxx). */
export const NEW_ACCOUNTS_SHOWN = (Object.keys(TASKS) as Width[]).map((on) => formatAccountNumber(newAccount(on)));

/** Opens one pane after another by the names a volunteer sees (on a phone, one pane at a time). */
async function tapThrough(page: Page, names: string[]) {
  for (const name of names) await page.getByText(name, { exact: true }).first().click();
}

export async function changeAccountNumber({ page, studioUrl, standIn }: Walk, on: Width) {
  const { id, label, firstTen } = TASKS[on];
  const account = newAccount(on);
  /** Copied with one wrong digit: the check digit gives it away. */
  const typo = `${firstTen}${(Number(account[10]) + 1) % 10}`;
  await test.step(`${onWidth(on)}change an account number under «Givertjeneste»; one wrong digit is refused at the field; the right one publishes`, async () => {
    await openInStudio(page, studioUrl);
    await expect(page.getByText('Givertjeneste', { exact: true }).first()).toBeVisible({ timeout: 300_000 });
    await tapThrough(page, ['Givertjeneste', 'Gavemottakere', label]);
    const field = page.getByLabel('Kontonummer', { exact: true });
    await expect(field).toBeVisible({ timeout: 120_000 });
    await field.fill(typo);
    await messageAtField(page, /kontrollsifferet stemmer ikke\. Skriv det av på nytt fra banken/);
    const publish = page.getByRole('button', { name: 'Publiser', exact: true });
    await expect(publish).toBeDisabled();
    await field.fill(account);
    await expect(page.getByTestId('field-message').filter({ hasText: /kontrollsifferet/ })).toHaveCount(0, { timeout: 30_000 });
    const stored = (docId: string) => (standIn.store.get(docId) as { accountNumber?: string } | null)?.accountNumber;
    await expect.poll(() => stored(`drafts.${id}`), { timeout: 60_000 }).toBe(account);
    await expect(publish).toBeEnabled({ timeout: 60_000 });
    await publish.click();
    await expect.poll(() => stored(id), { timeout: 60_000 }).toBe(account);
  });
}
