/**
 * `npm run hire:cleanup`: deletes the hall hire data older than the house's retention (retention.mjs)
 * as of today in Oslo (SITE_NOW sets "today", as for the build). The workflow runs it every night.
 * The months are the «Utleie» document's `retentionMonths`, read from the same source as the build
 * (the Sanity project when SANITY_PROJECT_ID is set, else the dataset); `--months N` overrides them.
 */
import { parseArgs } from 'node:util';
import { getFirestore } from 'firebase-admin/firestore';
import { osloDateKey } from '../../model/osloTime';
import { getHallHire } from '../../src/content/hallHire';
import { uncheckedContentFetcher } from '../../src/content/loader';
import { siteNow } from '../../src/lib/clock';
import { jobApp } from './adminApp.mjs';
import { countHireData, deleteOldHireData, deletedMessage } from './retention.mjs';

const USAGE =
  'Bruk: npm run hire:cleanup [-- --months N] (hvor mange måneder etter datoen en forespørsel tas vare på; uten: fra innholdet).';

/**
 * The months from `--months`, else from the content: null when the house lets no room, a string
 * (the usage) when `--months` is no whole number from 1.
 * @param {string | undefined} option
 * @returns {Promise<number | null | string>}
 */
async function retentionMonths(option) {
  if (option !== undefined) {
    const months = Number(option);
    return Number.isInteger(months) && months >= 1 ? months : USAGE;
  }
  const hire = await getHallHire(uncheckedContentFetcher());
  return hire ? hire.terms.retentionMonths : null;
}

/** @param {string[]} argv */
async function main(argv) {
  const { values } = parseArgs({ args: argv, options: { months: { type: 'string' } }, strict: true });
  const months = await retentionMonths(values.months);
  if (typeof months === 'string') {
    console.error(months);
    return 2;
  }
  const { app, close } = jobApp('firestore');
  try {
    const db = getFirestore(app);
    if (months === null) return await withoutRooms(db);
    console.log(deletedMessage(await deleteOldHireData(db, { today: osloDateKey(siteNow()), retentionMonths: months })));
    return 0;
  } finally {
    await close();
  }
}

/**
 * A house with no room to let has no retention to go by. Nothing stored: nothing to do. Data left
 * from when it let rooms: the job cannot tell how long to keep it, so it fails (the nightly run turns
 * red) until someone deletes it with `--months`.
 * @param {import('firebase-admin/firestore').Firestore} db
 */
async function withoutRooms(db) {
  const left = await countHireData(db);
  if (left.requests + left.senders + left.bookings === 0) {
    console.log('Huset leier ikke ut rom (ingen rom i innholdet), og det er ingen utleiedata å slette.');
    return 0;
  }
  console.error(
    `Huset leier ikke ut rom (ingen rom i innholdet), men det ligger igjen ${left.requests} utleieforespørsler, ` +
      `${left.senders} avsendere og ${left.bookings} måneder med bookinger. Uten «Utleie»-dokumentet vet ikke jobben ` +
      'hvor lenge de skal tas vare på: slett dem med npm run hire:cleanup -- --months N.',
  );
  return 1;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
