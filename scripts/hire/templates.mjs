/**
 * `npm run hire:templates` writes the hall hire e-mail templates (mailTemplates.mjs) to the
 * collection the «Trigger Email» extension reads them from, with the house's name from the content
 * (the same source as the build: the Sanity project when SANITY_PROJECT_ID is set, else the dataset).
 * Run it once when the extension is set up, and again after the texts or the name change.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { HIRE_COLLECTIONS } from '../../model/hallHire';
import { uncheckedContentFetcher } from '../../src/content/loader';
import { getSiteSettings } from '../../src/content/pages';
import { jobApp, jobProjectId } from './adminApp.mjs';
import { hireMailTemplates, writeMailTemplates } from './mailTemplates.mjs';

try {
  const { productName } = await getSiteSettings(uncheckedContentFetcher());
  const templates = hireMailTemplates(productName);
  const { app, close } = jobApp('firestore');
  try {
    await writeMailTemplates(getFirestore(app), templates);
  } finally {
    await close();
  }
  console.log(
    `Skrev ${Object.keys(templates).length} e-postmaler for «${productName}» til ${HIRE_COLLECTIONS.mailTemplates} i prosjektet «${jobProjectId()}»: ` +
      Object.keys(templates).join(', '),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
