/** /program/<occurrence>.png: the share image of an occurrence's page (og:image), drawn at build time. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getProgramme, type ProgrammeOccurrence } from '../../content/programme';
import { occurrencePageKey } from '../../content/pageCacheKey';
import { getSiteSettings } from '../../content/pages';
import { eventShareCard } from '../../features/share-image/shareCards';
import { drawCardsAhead, pngResponse } from '../../features/share-image/pngResponse';

export const getStaticPaths = (async () => {
  const [{ all }, { productName }] = await Promise.all([getProgramme(), getSiteSettings()]);
  await drawCardsAhead(all.map((occurrence) => eventShareCard(occurrence, productName).text));
  return Promise.all(
    all.map(async (occurrence) => ({
      params: { event: occurrence.occurrenceId },
      props: { occurrence },
      cacheKey: await occurrencePageKey('share-card', { occurrence }, null),
    })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { occurrence } = props as { occurrence: ProgrammeOccurrence };
  const { productName } = await getSiteSettings();
  return pngResponse(eventShareCard(occurrence, productName).text);
};
