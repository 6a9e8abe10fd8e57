/** /kalender/<category>.ics: one category of the programme as a subscribable feed. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getProgramme } from '../../cms/programme';
import type { CategoryDoc } from '../../cms/queries';
import { absolute, toCalendarItem, uidDomain } from '../../cms/programmeLinks';
import { paths } from '../../../model/routes';
import { buildCalendar } from '../../lib/ics';
import { PRODUCT_NAME } from '../../../model/site';

export const getStaticPaths = (async () => {
  const { categories } = await getProgramme();
  return categories.map((category) => ({ params: { category: category.slug }, props: { category } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { category } = props as { category: CategoryDoc };
  const { all } = await getProgramme();
  const items = all.filter((o) => o.category.id === category.id).map(toCalendarItem);
  const body = buildCalendar(items, {
    name: `${PRODUCT_NAME}: ${category.title}`,
    ...(category.description ? { description: category.description } : {}),
    uidDomain: uidDomain(),
    url: absolute(paths.categoryFeed(category.slug)),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
