import { expect, test } from '../support/test';
import firebaseJson from '../../firebase.json' with { type: 'json' };
import { DEMO_PROJECT_ID } from '../../model/firebase';
import { clearCollection, e2eEmulatorHosts } from '../support/emulators';

/** The e2e web server starts the emulators on free ports and tells the browser where they are. */
test('the site publishes the emulators it was started with, and they answer', async ({ page, baseURL }, testInfo) => {
  // The first request to each emulator can take half a minute on a busy two-core machine.
  test.setTimeout(90_000);
  const hosts = await e2eEmulatorHosts(baseURL!);
  expect(hosts.auth).toMatch(/^127\.0\.0\.1:\d+$/);
  expect(hosts.firestore).toMatch(/^127\.0\.0\.1:\d+$/);
  expect(hosts.auth).not.toBe(`127.0.0.1:${firebaseJson.emulators.auth.port}`);
  // Other tests use the same emulators at the same time: this one resets only its own collection.
  const probe = `e2e-probe-${testInfo.testId}`;
  const neighbour = `${probe}-naboen`;
  const documents = `http://${hosts.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;
  const owner = { authorization: 'Bearer owner' };
  for (const path of [`${probe}/x`, `${neighbour}/y`]) {
    const seeded = await fetch(`${documents}/${path}`, {
      method: 'PATCH',
      headers: owner,
      body: JSON.stringify({ fields: { seeded: { booleanValue: true } } }),
    });
    expect(seeded.status).toBe(200);
  }
  await clearCollection(hosts.firestore!, probe);

  await page.goto('/');
  const published = await page.evaluate(async () => (await fetch('/__/emulators.json')).json());
  expect(published).toEqual(hosts);
  // The Auth emulator answers a sign-up from the browser (CORS open, as the real emulator's).
  const signUp = await page.evaluate(async (authHost) => {
    const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    });
    return { status: res.status, body: (await res.json()) as { localId?: string } };
  }, hosts.auth!);
  expect(signUp.status).toBe(200);
  expect(signUp.body.localId).toBeTruthy();
  const doc = await fetch(`${documents}/${probe}/x`, { headers: owner });
  expect(doc.status).toBe(404);
  // ...and left everything else alone.
  expect((await fetch(`${documents}/${neighbour}/y`, { headers: owner })).status).toBe(200);
  await clearCollection(hosts.firestore!, neighbour);
});
