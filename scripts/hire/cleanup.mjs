/**
 * `npm run hire:cleanup -- --months N`: deletes the hall hire data older than N months (retention.mjs)
 * as of today in Oslo (SITE_NOW sets "today", as for the build). The workflow runs it every night.
 */
import { parseArgs } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { osloDateKey } from '../../model/osloTime';
import { siteNow } from '../../src/lib/clock';
import { jobApp } from './adminApp.mjs';
import { deleteOldHireData, deletedMessage } from './retention.mjs';

/** @param {string[]} argv */
async function main(argv) {
  const { values } = parseArgs({ args: argv, options: { months: { type: 'string' } }, strict: true });
  const months = Number(values.months);
  if (!values.months || !Number.isInteger(months) || months < 1) {
    console.error('Bruk: npm run hire:cleanup -- --months N (hvor mange måneder etter datoen en forespørsel tas vare på).');
    return 2;
  }
  const { app, close } = jobApp('firestore');
  try {
    console.log(deletedMessage(await deleteOldHireData(getFirestore(app), { today: osloDateKey(siteNow()), retentionMonths: months })));
    return 0;
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
