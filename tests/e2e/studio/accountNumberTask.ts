/**
 * A volunteer's task on a 390 px phone, for the Studio walk (studio.spec.ts): change the account
 * number of a gift recipient under «Givertjeneste». A number with one wrong digit is refused at the
 * field with what to do; the right one publishes, and the built site shows it (the walk's last step).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { formatAccountNumber, mod11CheckDigit } from '../../../model/accountNumber';
import { messageAtField, type Walk } from './phoneTasks';
import { openInStudio } from './openInStudio';

const RECIPIENT = { id: 'donationRecipient-drift', label: 'Drift av bedehuset' };
/** The bank's new account: its check digit from the rule the Studio and the site share. */
const FIRST_TEN = '1503270200';
const NEW_ACCOUNT = `${FIRST_TEN}${mod11CheckDigit(FIRST_TEN)}`;
/** Copied with one wrong digit: the check digit gives it away. */
const TYPO = `${FIRST_TEN}${(Number(NEW_ACCOUNT[10]) + 1) % 10}`;

/** How the site writes the new number (1503.27.02xxx). */
export const NEW_ACCOUNT_SHOWN = formatAccountNumber(NEW_ACCOUNT);

/** Opens one pane after another by the names a volunteer sees, as on a phone (one pane at a time). */
async function tapThrough(page: Page, names: string[]) {
  for (const name of names) await page.getByText(name, { exact: true }).first().click();
}

export async function changeAccountNumber({ page, studioUrl, standIn }: Walk) {
  await test.step('on a phone: change an account number under «Givertjeneste»; one wrong digit is refused at the field; the right one publishes', async () => {
    await openInStudio(page, studioUrl);
    await expect(page.getByText('Givertjeneste', { exact: true }).first()).toBeVisible({ timeout: 300_000 });
    await tapThrough(page, ['Givertjeneste', 'Gavemottakere', RECIPIENT.label]);
    const field = page.getByLabel('Kontonummer', { exact: true });
    await expect(field).toBeVisible({ timeout: 120_000 });
    await field.fill(TYPO);
    await messageAtField(page, /kontrollsifferet stemmer ikke\. Skriv det av på nytt fra banken/);
    const publish = page.getByRole('button', { name: 'Publiser', exact: true });
    await expect(publish).toBeDisabled();
    await field.fill(NEW_ACCOUNT);
    await expect(page.getByTestId('field-message').filter({ hasText: /kontrollsifferet/ })).toHaveCount(0, { timeout: 30_000 });
    const stored = (id: string) => (standIn.store.get(id) as { accountNumber?: string } | null)?.accountNumber;
    await expect.poll(() => stored(`drafts.${RECIPIENT.id}`), { timeout: 60_000 }).toBe(NEW_ACCOUNT);
    await expect(publish).toBeEnabled({ timeout: 60_000 });
    await publish.click();
    await expect.poll(() => stored(RECIPIENT.id), { timeout: 60_000 }).toBe(NEW_ACCOUNT);
  });
}
