/**
 * Who answers hall hire requests: the Auth users with the custom claim VOLUNTEER_CLAIM. The claim is
 * set on an account that exists (created in the Firebase console); a job never creates one, so a
 * typing error in an address cannot make a new account.
 */
import { VOLUNTEER_CLAIM } from '../../model/hallHire';

/**
 * @typedef {import('firebase-admin/auth').Auth} Auth
 * @typedef {'lagt til' | 'fjernet' | 'uendret' | 'finnes ikke'} VolunteerChange
 */

/** @param {unknown} error */
const isUserNotFound = (error) => /** @type {{ code?: string }} */ (error)?.code === 'auth/user-not-found';

/**
 * Gives (`on`) or takes the claim from the user with this e-mail; the user's other claims stay.
 * @param {Auth} auth
 * @param {string} email
 * @param {boolean} on
 * @returns {Promise<VolunteerChange>}
 */
export async function setVolunteer(auth, email, on) {
  let user;
  try {
    user = await auth.getUserByEmail(email.trim());
  } catch (error) {
    if (isUserNotFound(error)) return 'finnes ikke';
    throw error;
  }
  const claims = { ...user.customClaims };
  if ((claims[VOLUNTEER_CLAIM] === true) === on) return 'uendret';
  if (on) claims[VOLUNTEER_CLAIM] = true;
  else delete claims[VOLUNTEER_CLAIM];
  await auth.setCustomUserClaims(user.uid, claims);
  return on ? 'lagt til' : 'fjernet';
}

/**
 * The e-mail addresses of every volunteer, sorted.
 * @param {Auth} auth
 * @returns {Promise<string[]>}
 */
export async function listVolunteers(auth) {
  /** @type {string[]} */
  const emails = [];
  let pageToken;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) if (user.customClaims?.[VOLUNTEER_CLAIM] === true) emails.push(user.email ?? user.uid);
    pageToken = page.pageToken;
  } while (pageToken);
  return emails.sort((a, b) => a.localeCompare(b, 'nb'));
}

/**
 * The command's Norwegian answer to a change.
 * @param {VolunteerChange} change
 * @param {{ email: string; on: boolean; projectId: string }} asked
 */
export function changeMessage(change, { email, on, projectId }) {
  switch (change) {
    case 'lagt til':
      return `${email} kan nå svare på utleieforespørsler (fra neste innlogging i Studioet, senest om en time).`;
    case 'fjernet':
      return `${email} kan ikke lenger svare på utleieforespørsler (fra neste innlogging, senest om en time).`;
    case 'uendret':
      return on
        ? `${email} kunne svare på utleieforespørsler fra før: ingenting endret.`
        : `${email} kunne ikke svare på utleieforespørsler fra før: ingenting endret.`;
    case 'finnes ikke':
      return (
        `Ingen bruker med e-posten ${email} i prosjektet «${projectId}». Opprett brukeren først: i Firebase-konsollen ` +
        '(Authentication → Users → Add user), eller på emulatoren (docs/hall-hire.md viser hvordan). Kjør så kommandoen igjen.'
      );
  }
}
