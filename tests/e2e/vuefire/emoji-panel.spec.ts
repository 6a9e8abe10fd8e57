/** Emoji Panel: placing, the 5-second cooldown in words, moving after the wait. */
import { expect, test } from '../../support/test';
import { createAccount, emulatorHosts, signInWithForm, uniqueEmail } from '../../support/demoEmulators';

// The demo has no build date: its rules hold the browser's day to the emulator's real time.
test.use({ buildClock: false });

test('place an emoji, wait out the cooldown, move it', async ({ page, request }) => {
  test.setTimeout(45_000);
  const hosts = await emulatorHosts(request);
  const email = uniqueEmail('emoji');
  await createAccount(request, hosts, email, 'secret123');
  await signInWithForm(page, email, 'secret123');
  await page.getByRole('link', { name: 'Emoji Panel' }).click();

  await page.getByRole('button', { name: /^Row 1, column 1(:|$)/ }).click();
  await expect(page.getByText(/Your last emoji is .+ after 1 update\./)).toBeVisible();
  await expect(page.getByText(/Wait [1-5] seconds? before placing again\./)).toBeVisible();

  // During the cooldown the cells are marked disabled and a click changes nothing.
  await expect(page.getByRole('button', { name: /^Row 2, column 2(:|$)/ })).toBeDisabled();
  await page.getByRole('button', { name: /^Row 2, column 2(:|$)/ }).click({ force: true });
  await expect(page.getByText(/after 1 update\./)).toBeVisible();

  await expect(page.getByText('You can place your emoji now.')).toBeVisible({ timeout: 8000 });
  await page.getByRole('button', { name: /^Row 2, column 2(:|$)/ }).click();
  await expect(page.getByText(/Your last emoji is .+ after 2 updates\./)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Row 2, column 2: / })).toBeVisible();
});
