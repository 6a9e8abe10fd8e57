/** /calendar/<occurrence>.ics: one occurrence as an iCalendar file. */
import { occurrencePageKey } from '../../content/pageCacheKey';
import type { APIRoute, GetStaticPaths } from 'astro';
import { getProgramme, type ProgrammeOccurrence } from '../../content/programme';
import { toCalendarItem, uidDomain } from '../../content/programmeLinks';
import { buildCalendar } from '../../lib/ics';
import { getSiteSettings } from '../../content/pages';

export const getStaticPaths = (async () => {
  const { all } = await getProgramme();
  return Promise.all(
    all.map(async (occurrence) => ({
      params: { event: occurrence.occurrenceId },
      props: { occurrence },
      cacheKey: await occurrencePageKey('calendar-ics', { occurrence }, null),
    })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { productName } = await getSiteSettings();
  const { occurrence } = props as { occurrence: ProgrammeOccurrence };
  const body = buildCalendar([toCalendarItem(occurrence)], {
    name: `${occurrence.title} – ${productName}`,
    publisher: productName,
    uidDomain: uidDomain(),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
