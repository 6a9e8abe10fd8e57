/** Daily Counter: one Firestore document, live in two separate browser contexts. */
import { expect, test } from '../../support/test';

// The demo has no build date: its rules hold the browser's day to the emulator's real time.
test.use({ buildClock: false });

test('a click in one context shows up live in another', async ({ browser }) => {
  test.setTimeout(60_000);
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  await a.goto('/vuefire/counter');
  await b.goto('/vuefire/counter');

  const buttonA = a.getByRole('button', { name: /count is \d+|click to create today's count!/ });
  await expect(buttonA).toBeVisible({ timeout: 15_000 });
  if ((await buttonA.innerText()).startsWith('click')) await buttonA.click();
  await expect(a.getByRole('button', { name: /count is \d+/ })).toBeVisible({ timeout: 15_000 });

  const before = Number((await a.getByRole('button', { name: /count is \d+/ }).innerText()).replace(/\D/g, ''));
  await a.getByRole('button', { name: /count is \d+/ }).click();
  await expect(b.getByRole('button', { name: `count is ${before + 1}` })).toBeVisible({ timeout: 15_000 });
  await expect(b.getByText(/Last increment: /)).toBeVisible({ timeout: 15_000 });

  await b.getByRole('button', { name: `count is ${before + 1}` }).click();
  await expect(a.getByRole('button', { name: `count is ${before + 2}` })).toBeVisible({ timeout: 15_000 });
});
