/** /kalender.ics: the whole programme as a subscribable feed (upcoming and archive). */
import type { APIRoute } from 'astro';
import { getProgramme } from '../content/programme';
import { toCalendarItem, uidDomain, wholeFeedUrl } from '../content/programmeLinks';
import { buildCalendar } from '../lib/ics';
import { getSiteSettings } from '../content/pages';
import { t } from '../i18n/nb';

export const GET: APIRoute = async () => {
  const { productName } = await getSiteSettings();
  const { all } = await getProgramme();
  const body = buildCalendar(all.map(toCalendarItem), {
    name: productName,
    description: t.program.description,
    publisher: productName,
    uidDomain: uidDomain(),
    url: wholeFeedUrl(),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
