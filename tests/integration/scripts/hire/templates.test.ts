/**
 * `npm run hire:templates` against the Firestore emulator: the templates land in the collection the
 * extension reads, one document per name, with the name of the house whose content the job read.
 */
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HIRE_COLLECTIONS, MAIL_TEMPLATES } from '../../../../model/hallHire';
import { getSiteSettings } from '../../../../src/content/pages';
import { groqJsFetcher, loadBundledDataset } from '../../../../src/content/sources';
import { jobApp } from '../../../../scripts/hire/adminApp.mjs';
import { hireMailTemplates } from '../../../../scripts/hire/mailTemplates.mjs';
import { runHireJob } from '../../../support/runHireJob';
import { useEmulators } from '../../../support/vitest-emulators';

// The second house, not the bundled one: the name must come from the content the job was given.
const DATASET = 'tests/fixtures/second-house/production.ndjson';

const emu = useEmulators(['firestore']);
let db: Firestore;
let close: () => Promise<void>;

beforeAll(() => {
  process.env.FIRESTORE_EMULATOR_HOST = emu.hosts.firestore;
  const job = jobApp('firestore');
  close = job.close;
  db = getFirestore(job.app);
});
afterAll(() => close());

it('writes every template with the house’s name, over an older copy and beside other templates', async () => {
  const { productName } = await getSiteSettings(groqJsFetcher(loadBundledDataset(DATASET)));
  const templates = db.collection(HIRE_COLLECTIONS.mailTemplates);
  await templates.doc(MAIL_TEMPLATES.receipt).set({ subject: 'gammel', text: 'gammel', html: 'gammel', amp: 'gammel' });
  await templates.doc('annen-mal').set({ subject: 'beholdes' });

  const run = await runHireJob('templates.mjs', [], { FIRESTORE_EMULATOR_HOST: emu.hosts.firestore ?? '', CONTENT_DATASET_FILE: DATASET });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toContain(`Skrev 5 e-postmaler for «${productName}»`);

  const stored = Object.fromEntries((await templates.get()).docs.map((doc) => [doc.id, doc.data()]));
  expect(stored).toEqual({ ...hireMailTemplates(productName), 'annen-mal': { subject: 'beholdes' } });
  expect(stored[MAIL_TEMPLATES.receipt]?.text).toContain(`Hilsen\n${productName}`);
});
