/**
 * The build's one check of its content, before any page reads it: the Studio's schema (schemaCheck.ts)
 * and then every fact the pages take from the content, read as the pages read them (the programme,
 * settings, the house, membership, page texts, gifts, legal pages, activities, pictures). The loader
 * runs it on the documents of the build's source, so every page waits for it and stops with its
 * message; `npm run content:check` goes through the same loader, so the two cannot disagree.
 */
import { LEGAL_SLUGS } from '../../model/routes';
import { SINGLETON_IDS } from '../../model/singletons';
import { buildActivities } from './activities';
import { checkBundledImageFiles } from './bundledImageFiles';
import { SchemaCheckError } from './datasetError';
import { cleaned } from './loader';
import { getDonationRecipients, getLegalPage, getLocation, getMembership, getPageText, getSiteSettings } from './pages';
import { buildProgramme } from './programme';
import { datasetShape, notPassedBefore, rememberPasses } from './schemaCheckPasses';
import { notContent } from './uncheckedDocuments';
import { groqJsFetcher, type Fetcher, type SanityDocument } from './sources';

/** What the pages are built from, each part checked; throws the first DatasetError a page would stop on. */
export async function checkContent(fetch: Fetcher, now: Date) {
  const [programme, settings, location] = await Promise.all([
    buildProgramme(fetch, now),
    getSiteSettings(fetch),
    getLocation(fetch),
    getMembership(fetch),
    getPageText(SINGLETON_IDS.aboutPage, fetch),
    getPageText(SINGLETON_IDS.activitiesPage, fetch),
    getPageText(SINGLETON_IDS.donationsPage, fetch),
  ]);
  const activities = await buildActivities(fetch, programme);
  const donations = await getDonationRecipients(fetch);
  await Promise.all(LEGAL_SLUGS.map((slug) => getLegalPage(slug, fetch)));
  return { programme, settings, location, activities, donations };
}

/** The schema's verdict, remembered between builds per document; loaded only when needed, as it pulls in `sanity`. */
async function checkSchema(source: string, documents: SanityDocument[], now: Date): Promise<void> {
  const unchecked = notPassedBefore(
    documents.filter((document) => !notContent(document)),
    now,
    datasetShape(documents),
  );
  if (unchecked.length === 0) return;
  const { checkDocuments, describeProblems } = await import('./schemaCheck');
  const problems = await checkDocuments(unchecked, documents);
  if (problems.length)
    throw new SchemaCheckError(`${source} har ${problems.length} feil mot skjemaet:\n${describeProblems(problems)}`, problems);
  await rememberPasses(unchecked, documents, now);
}

/** Every document of `source` (named in the message) as the build checks it, as of the build's clock. */
export async function checkBuild(source: string, documents: SanityDocument[], now: Date): Promise<void> {
  await checkSchema(source, documents, now);
  checkBundledImageFiles(documents);
  await checkContent(cleaned(groqJsFetcher(documents)), now);
}
