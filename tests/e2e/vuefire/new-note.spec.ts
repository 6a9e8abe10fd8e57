/** New Note: 512-character limit with a counter, Ctrl+Enter, draft kept across reloads. */
import { expect, test } from '../../support/test';
import { createAccount, emulatorHosts, signInWithForm, uniqueEmail } from '../../support/demoEmulators';

// The demo has no build date: its rules hold the browser's day to the emulator's real time.
test.use({ buildClock: false });

test('a note of at most 512 characters, saved with Ctrl+Enter, listed live', async ({ page, request }) => {
  const hosts = await emulatorHosts(request);
  const email = uniqueEmail('note');
  await createAccount(request, hosts, email, 'secret123');
  await signInWithForm(page, email, 'secret123');
  await page.getByRole('link', { name: 'New Note' }).click();

  const note = page.getByLabel('Your note');
  await note.fill('x'.repeat(600));
  await expect(note).toHaveValue('x'.repeat(512));
  await expect(page.getByText('512 / 512')).toHaveClass(/danger/);
  await note.fill('y'.repeat(420));
  await expect(page.getByText('420 / 512')).toHaveClass(/warn/);

  const text = `Remember the bake sale ${Date.now()}`;
  await note.fill(text);
  await expect(page.getByText(`${text.length} / 512`)).toHaveClass(/ok/);
  // The draft survives a reload.
  await page.reload();
  await expect(page.getByLabel('Your note')).toHaveValue(text);

  await page.getByLabel('Your note').press('Control+Enter');
  await expect(page.getByLabel('Your note')).toHaveValue('');
  await expect(page.getByRole('list').filter({ hasText: text })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Your note')).toHaveValue('');
});
