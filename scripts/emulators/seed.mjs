/**
 * Demo data for `npm start` and the CLI: a user to sign in with on /vuefire. Written over the
 * emulators' REST APIs with the owner token, so security rules do not apply.
 */
const DEMO_USER = { email: 'demo@bedehuset.no', password: 'demo-passord', displayName: 'Demo Bruker' };

/**
 * @param {string} authHost  host:port of the Auth emulator
 * @param {string} projectId
 */
export async function seedAuth(authHost, projectId) {
  const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ ...DEMO_USER, emailVerified: true }),
  });
  if (!res.ok) throw new Error(`could not create the demo user: ${res.status} ${await res.text()}`);
}
