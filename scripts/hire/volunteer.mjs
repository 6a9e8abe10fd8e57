/**
 * `npm run hire:volunteer -- add|remove EMAIL` gives or takes the right to answer hall hire requests
 * (volunteers.mjs); `list` names who has it. Exit code 1 when it could not (no such user, no project).
 */
import { getAuth } from 'firebase-admin/auth';
import { jobApp, jobProjectId } from './adminApp.mjs';
import { changeMessage, listVolunteers, setVolunteer } from './volunteers.mjs';

const USAGE = 'Bruk: npm run hire:volunteer -- add E-POST | remove E-POST | list';

/** @param {string[]} argv */
async function main([command, address]) {
  const email = address?.trim() ?? '';
  if (!(command === 'list' || ((command === 'add' || command === 'remove') && email))) {
    console.error(USAGE);
    return 2;
  }
  const { app, close } = jobApp('auth');
  try {
    const auth = getAuth(app);
    if (command === 'list') {
      const emails = await listVolunteers(auth);
      console.log(
        emails.length ? ['Kan svare på utleieforespørsler:', ...emails].join('\n  ') : 'Ingen kan svare på utleieforespørsler ennå.',
      );
      return 0;
    }
    const on = command === 'add';
    const change = await setVolunteer(auth, email, on);
    console.log(changeMessage(change, { email, on, projectId: jobProjectId() }));
    return change === 'finnes ikke' ? 1 : 0;
  } finally {
    await close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
