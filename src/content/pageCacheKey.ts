/**
 * The keys under which Astro's incremental build (experimental.incrementalBuild, astro.config.mjs)
 * may reuse an occurrence's page from the last build instead of rendering it again. A key covers
 * everything such a page is made of: its own props (the occurrence, and its series' next dates),
 * every document that is not an event (the settings, the house, categories and pictures the layout
 * and the page read), the bundled pictures' files, this checkout's code (buildCacheKey), and what
 * the build's clock decides on the page (`clock`, e.g. whether it has ended). A volunteer's change
 * to one event then renders that event's pages again, and a change to anything else renders all.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCacheKey } from '../lib/buildCache';
import { BUILD_STATUS_ID, BUILD_STATUS_TYPE } from '../../model/buildStatus';
import { contentFetcher } from './loader';
import { bundledImagesDirFromEnv, sanityConfigFromEnv } from './sourceConfig';
import { once } from './contentScope';

// Events reach an occurrence's page only through its props: each page's own, and its series' dates.
// The texts of the legal, about, activities, giving and membership pages are read by those pages
// alone (LegalPage.astro, src/pages), so a publish of one of them reuses every occurrence's page.
// Nor the deploy pipeline's report to the Studio, new with every deploy and on no page.
const SITE_WIDE = `*[!(_type in ${JSON.stringify(['event', 'legalPage', 'aboutPage', 'activitiesPage', 'donationsPage', 'donationRecipient', 'membership', BUILD_STATUS_TYPE])}) && _id != ${JSON.stringify(BUILD_STATUS_ID)}]`;

function bundledImagesHash(): string {
  const hash = createHash('sha256');
  if (sanityConfigFromEnv()) return hash.digest('hex');
  const dir = bundledImagesDirFromEnv();
  let names: string[] = [];
  try {
    names = readdirSync(dir).sort();
  } catch {
    // No pictures beside the dataset: nothing to hash.
  }
  for (const name of names)
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(join(dir, name)))
      .update('\0');
  return hash.digest('hex');
}

const siteWide = (): Promise<string> =>
  once('pageCacheKey.siteWide', async () =>
    createHash('sha256')
      .update(JSON.stringify(await contentFetcher()(SITE_WIDE)))
      .update(bundledImagesHash())
      .digest('hex'),
  );

/** The key of one occurrence page of `route`: its props and what the clock decides on it. */
export async function occurrencePageKey(route: string, props: unknown, clock: unknown): Promise<string> {
  return buildCacheKey('occurrence-page', [route, await siteWide(), props, clock]);
}
