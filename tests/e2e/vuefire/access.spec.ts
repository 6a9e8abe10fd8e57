/** Sign-in flows and the vuefire-authenticated guard, against the Auth and Firestore emulators. */
import { expect, test } from '../../support/test';
import { createAccount, emulatorHosts, signInWithForm, uniqueEmail } from '../../support/demoEmulators';

// The demo has no build date: its rules hold the browser's day to the emulator's real time.
test.use({ buildClock: false });

test('guard round trip: login with redirect, back after sign-in, to login on sign-out', async ({ page, request }) => {
  test.setTimeout(60_000);
  const hosts = await emulatorHosts(request);
  const email = uniqueEmail('guard');
  await createAccount(request, hosts, email, 'secret123');

  await page.goto('/vuefire/users');
  await expect(page).toHaveURL(/\/vuefire\/login\?redirect=%2Fvuefire%2Fusers$/);
  await expect(page.getByText('Please login to access /vuefire/users')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/vuefire\/users$/);
  await expect(page.getByRole('heading', { name: 'Other users' })).toBeVisible();
  // The profile document was written on sign-in and is listed.
  await expect(page.getByText(/So far \d+ users have tried the app\./)).toBeVisible({ timeout: 15_000 });

  // A reload keeps the session (browser storage).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Other users' })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  // Signing out while on a guarded screen goes to login without a redirect back.
  await signInWithForm(page, email, 'secret123');
  await page.getByRole('link', { name: 'New Note' }).click();
  await expect(page.getByRole('heading', { name: 'New Note' })).toBeVisible();
  // Sign out in a second tab: this tab, on a guarded screen, goes to login (no redirect back).
  const other = await page.context().newPage();
  await other.goto('/vuefire/login');
  await other.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/vuefire\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('sign-up checks the password policy first, then creates the account; signing out offers sign-in', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/vuefire/login');
  await page.getByRole('button', { name: 'No account yet? Sign up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('abc');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toContainText('Use at least 6 characters.');
  // Nothing typed is lost.
  await expect(page.getByLabel('Password')).toHaveValue('abc');

  await page.getByLabel('Password').fill('abcdef');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('You are currently logged in as')).toBeVisible();
  await expect(page.locator('.fields')).toContainText('password');
  // No display name: the part of the address before «@», not «Anonymous».
  await expect(page.locator('.user-head strong')).toHaveText(email.split('@')[0]);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('group', { name: 'Sign in with email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('a wrong password gets a clear message', async ({ page, request }) => {
  const hosts = await emulatorHosts(request);
  const email = uniqueEmail('wrong');
  await createAccount(request, hosts, email, 'right-password');
  await page.goto('/vuefire/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(/Email or password is incorrect\.|Wrong password\./);
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // A malformed address: the browser refuses it, and the old message does not stay beside its own.
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  expect(await page.getByLabel('Email').evaluate((input) => (input as HTMLInputElement).validity.valid)).toBe(false);
  await expect(page.getByRole('alert')).toHaveText('');
});

test('an existing email on sign-up is refused with its message', async ({ page, request }) => {
  const hosts = await emulatorHosts(request);
  const email = uniqueEmail('taken');
  await createAccount(request, hosts, email, 'secret123');
  await page.goto('/vuefire/login');
  await page.getByRole('button', { name: 'No account yet? Sign up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists. Sign in instead.');
});

test('anonymous sign-in, then delete the account', async ({ page }) => {
  await page.goto('/vuefire/login');
  await page.getByRole('button', { name: 'Continue anonymously' }).click();
  await expect(page.getByText('anonymous', { exact: true })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('button', { name: 'Continue anonymously' })).toBeVisible();
});

test('Google sign-in against the Auth emulator (test account), and the offline popup explained', async ({ page }) => {
  await page.goto('/vuefire/login');
  // Offline, Google's popup helper script (apis.google.com) cannot load: the screen says what to do instead.
  await page.getByRole('button', { name: 'Sign in with Google (popup)' }).click();
  await expect(page.getByRole('alert')).toContainText('apis.google.com');
  await page.getByRole('button', { name: 'Sign in with a test Google account (emulator)' }).click();
  await expect(page.getByText('You are currently logged in as')).toBeVisible();
  await expect(page.locator('.fields')).toContainText('google.com: google-');
  await expect(page.locator('.user-head')).toContainText('Test Google user');
});
