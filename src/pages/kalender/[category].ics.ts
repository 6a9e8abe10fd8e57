/** /kalender/<category>.ics: one category of the programme as a subscribable feed. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getProgramme } from '../../content/programme';
import type { Category } from '../../content/programme';
import { absolute, toCalendarItem, uidDomain } from '../../content/programmeLinks';
import { paths } from '../../../model/routes';
import { buildCalendar } from '../../lib/ics';
import { getSiteSettings } from '../../content/pages';

export const getStaticPaths = (async () => {
  const { categories } = await getProgramme();
  return categories.map((category) => ({ params: { category: category.slug }, props: { category } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { productName } = await getSiteSettings();
  const { category } = props as { category: Category };
  const { all } = await getProgramme();
  const items = all.filter((o) => o.category.documentId === category.documentId).map(toCalendarItem);
  const body = buildCalendar(items, {
    name: `${productName}: ${category.title}`,
    ...(category.description ? { description: category.description } : {}),
    publisher: productName,
    uidDomain: uidDomain(),
    url: absolute(paths.categoryFeed(category.slug)),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
