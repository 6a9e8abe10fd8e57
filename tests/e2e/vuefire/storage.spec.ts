/** Storage: resumable upload with progress, pause / resume, metadata, delete; the rules' refusal shown. */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { createAccount, emulatorHosts, signInWithForm, uniqueEmail } from '../../support/demoEmulators';

// The demo has no build date: its rules hold the browser's day to the emulator's real time.
test.use({ buildClock: false });

// A 1×1 PNG; padded after IEND (browsers ignore the tail) so the upload takes several chunks.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const image = (bytes: number) => ({ name: 'pixel.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(bytes)]) });

const state = (page: Page) => page.getByTestId('task-state');

test('upload with pause and resume, see metadata, delete', async ({ page, request }) => {
  const hosts = await emulatorHosts(request);
  const email = uniqueEmail('storage');
  await createAccount(request, hosts, email, 'secret123');
  await signInWithForm(page, email, 'secret123');
  await page.getByRole('link', { name: 'Storage' }).click();

  // Slow every upload request down so the task can be paused between chunks.
  await page.route(`http://${hosts.storage}/**`, async (route) => {
    if (route.request().method() !== 'GET') await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });

  // The screen's controls are enabled once it has hydrated; a file chosen earlier never reaches the app.
  await expect(page.getByLabel('Image')).toBeEnabled();
  await page.getByLabel('Image').setInputFiles(image(2 * 1024 * 1024));
  await page.getByLabel('File name (optional)').fill('chairs.png');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(state(page)).toHaveText('running');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(state(page)).toHaveText('paused');
  await expect(page.getByRole('button', { name: 'Resume' })).toBeEnabled();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(state(page)).toHaveText('success', { timeout: 20_000 });
  await expect(page.getByText('— 100 %')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'chairs.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Uploaded image chairs.png' })).toBeVisible();
  const fields = page.locator('.uploaded .fields');
  await expect(fields).toContainText('contentType');
  await expect(fields).toContainText('image/png');
  await expect(fields).toContainText(String(PNG.length + 2 * 1024 * 1024));
  await expect(fields).toContainText(/demo\/[A-Za-z0-9]+\/chairs\.png/);

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'chairs.png' })).toHaveCount(0);
  await expect(state(page)).toHaveText('idle');
});

test('cancel an upload', async ({ page, request }) => {
  const hosts = await emulatorHosts(request);
  const email = uniqueEmail('cancel');
  await createAccount(request, hosts, email, 'secret123');
  await signInWithForm(page, email, 'secret123');
  await page.getByRole('link', { name: 'Storage' }).click();
  await page.route(`http://${hosts.storage}/**`, async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue().catch(() => {});
  });
  await expect(page.getByLabel('Image')).toBeEnabled();
  await page.getByLabel('Image').setInputFiles(image(2 * 1024 * 1024));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(state(page)).toHaveText('running');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(state(page)).toHaveText('canceled');
  await expect(page.getByRole('alert')).toHaveText('The upload was cancelled.');
});

test('a signed-out upload is refused by the rules and says so', async ({ page }) => {
  await page.goto('/vuefire/storage');
  await expect(page.getByText('You are not signed in')).toBeVisible();
  await expect(page.getByLabel('Image')).toBeEnabled();
  await page.getByLabel('Image').setInputFiles(image(10));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(state(page)).toHaveText('error');
  await expect(page.getByRole('alert')).toHaveText(/Permission denied: the storage rules do not allow this|Sign in first/);
});
