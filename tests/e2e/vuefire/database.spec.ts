/** Database: the shared to-do list on the RTDB stand-in. */
import { expect, test } from '../../support/test';
import { createAccount, emulatorHosts, signInWithForm, uniqueEmail } from '../../support/demoEmulators';

// The demo has no build date: its rules hold the browser's day to the emulator's real time.
test.use({ buildClock: false });

test('add, edit, finish, filter and delete a to-do', async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const first = `Buy coffee ${tag}`;
  const second = `Fold chairs ${tag}`;
  await page.goto('/vuefire/database-todo-list');
  await expect(page.getByRole('checkbox', { name: 'Only show my todos' })).toBeDisabled();

  const field = page.getByLabel('New to-do');
  await field.fill('   ');
  await page.getByRole('button', { name: 'Add' }).click();
  await field.fill(first);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(field).toHaveValue('');
  await field.fill(second);
  await field.press('Enter');
  const list = page.getByRole('list', { name: 'To-dos' });
  await expect(list.getByText(first)).toBeVisible();
  await expect(list.getByText(second)).toBeVisible();

  // Edit by double-click; Escape cancels, Enter saves.
  await list.getByText(first).dblclick();
  await page.getByLabel('Edit to-do').fill('nothing');
  await page.getByLabel('Edit to-do').press('Escape');
  await expect(list.getByText(first)).toBeVisible();
  await list.getByText(first).dblclick();
  await page.getByLabel('Edit to-do').fill(`${first} and milk`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByText(`${first} and milk`)).toBeVisible();

  // Finish it: struck through, and the filters split the two.
  await page.getByRole('checkbox', { name: `Finished: ${first} and milk` }).check();
  await expect(list.locator('li.finished', { hasText: `${first} and milk` })).toBeVisible();
  await page.getByRole('radio', { name: 'Finished', exact: true }).check();
  await expect(list.getByText(`${first} and milk`)).toBeVisible();
  await expect(list.getByText(second)).toHaveCount(0);
  await page.getByRole('radio', { name: 'Unfinished' }).check();
  await expect(list.getByText(second)).toBeVisible();
  await expect(list.getByText(`${first} and milk`)).toHaveCount(0);
  await page.getByRole('radio', { name: 'All', exact: true }).check();

  await page.getByRole('button', { name: `Delete ${first} and milk` }).click();
  await page.getByRole('button', { name: `Delete ${second}` }).click();
  await expect(page.getByText(tag)).toHaveCount(0);
});

test('"Only show my todos" lists the signed-in user’s to-dos only', async ({ page, request }) => {
  const hosts = await emulatorHosts(request);
  const email = uniqueEmail('todos');
  await createAccount(request, hosts, email, 'secret123');
  const tag = Math.random().toString(36).slice(2, 8);
  // Someone else's to-do, added while signed out.
  await page.goto('/vuefire/database-todo-list');
  await page.getByLabel('New to-do').fill(`Not mine ${tag}`);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`Not mine ${tag}`, { exact: true })).toBeVisible();

  await signInWithForm(page, email, 'secret123');
  await page.getByRole('link', { name: 'Database' }).click();
  await page.getByLabel('New to-do').fill(`Mine ${tag}`);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`Mine ${tag}`, { exact: true })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Only show my todos' }).check();
  await expect(page.getByText(`Mine ${tag}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Not mine ${tag}`, { exact: true })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Only show my todos' }).uncheck();
  await expect(page.getByText(`Not mine ${tag}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Delete Mine ${tag}` }).click();
  await page.getByRole('button', { name: `Delete Not mine ${tag}` }).click();
  await expect(page.getByText(tag)).toHaveCount(0);
});
