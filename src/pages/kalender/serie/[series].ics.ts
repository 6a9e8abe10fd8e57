/** /kalender/serie/<slug>.ics: one recurring series (every date of it) as a subscribable feed. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getProgramme } from '../../../content/programme';
import { absolute, toCalendarItem, uidDomain } from '../../../content/programmeLinks';
import { seriesFeeds, type SeriesFeed } from '../../../content/seriesFeeds';
import { paths } from '../../../../model/routes';
import { buildCalendar } from '../../../lib/ics';
import { getSiteSettings } from '../../../content/pages';

export const getStaticPaths = (async () => {
  const { all } = await getProgramme();
  return seriesFeeds(all).map((feed) => ({ params: { series: feed.eventSlug }, props: { feed } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { productName } = await getSiteSettings();
  const { feed } = props as { feed: SeriesFeed };
  const body = buildCalendar(feed.occurrences.map(toCalendarItem), {
    name: `${productName}: ${feed.title}`,
    publisher: productName,
    uidDomain: uidDomain(),
    url: absolute(paths.seriesFeed(feed.eventSlug)),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
