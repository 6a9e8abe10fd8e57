/**
 * Helpers for the /vuefire e2e tests: the emulators the local server was started with (read from
 * its /__/emulators.json, whoever started them), reset between tests, and quick account creation.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { EmulatorName } from '../../model/firebase';

export type Hosts = Record<EmulatorName, string>;

export async function emulatorHosts(request: APIRequestContext): Promise<Hosts> {
  const res = await request.get('/__/emulators.json');
  if (!res.ok()) throw new Error('The local server publishes no /__/emulators.json: start it with FIREBASE_EMULATOR_HOSTS');
  return (await res.json()) as Hosts;
}

/** A unique e-mail per test, so parallel tests never share accounts. */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

/** Creates an email/password account through the Auth emulator's REST API; returns its uid. */
export async function createAccount(request: APIRequestContext, hosts: Hosts, email: string, password: string): Promise<string> {
  const res = await request.post(`http://${hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    data: { email, password, returnSecureToken: true },
  });
  if (!res.ok()) throw new Error(`signUp failed: ${await res.text()}`);
  return ((await res.json()) as { localId: string }).localId;
}

/** Signs in through the login screen's form. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/vuefire/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByText('You are currently logged in as').waitFor();
}
