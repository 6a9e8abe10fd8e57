/**
 * Every public path of the site, in one table. Links, feeds, the navigation and (through
 * routeRules.ts) the 404 page, the sitemap filter and the Studio's reserved slugs all come from it,
 * so renaming a route is one edit here (plus renaming the page file: Astro routes by file name, and
 * a unit test names any page that no longer matches this table). Only plain values at the top
 * level, so a browser bundle that needs one path keeps just that.
 *
 * Patterns use Astro's file-route syntax: `[name]` is one path segment, `[...name]` any number.
 */

const program = '/program';
const calendar = '/calendar';
const categoryFeeds = '/kalender';
const legal = '/juridisk';
const hallHire = '/utleie';
import { VUEFIRE_BASE } from './vuefireBase.ts';

/** Written by @astrojs/sitemap, not by a page file: named for robots.txt and the head's link. */
export const SITEMAP_INDEX = '/sitemap-index.xml';

export const ROUTES = {
  home: '/',
  program,
  archive: `${program}/arkiv`,
  /** The archive's older part, a month at a time (/program/arkiv lists the latest weeks). */
  archiveMonth: `${program}/arkiv/[month]`,
  category: `${program}/kategori/[category]`,
  month: `${program}/maned/[month]`,
  monthPrint: `${program}/maned/[month]/utskrift`,
  event: `${program}/[event]`,
  eventImage: `${program}/[event].png`,
  calendar: `${calendar}/[event]`,
  eventFeed: `${calendar}/[event].ics`,
  feed: `${categoryFeeds}.ics`,
  categoryFeed: `${categoryFeeds}/[category].ics`,
  /** One recurring series (by its event slug) as a feed of its own: in a folder, so it never meets a category's slug. */
  seriesFeed: `${categoryFeeds}/serie/[series].ics`,
  subscribe: '/legg-til-kalender',
  map: '/kart',
  about: '/om-oss',
  activities: '/aktiviteter',
  membership: '/medlemskap',
  donations: '/givertjeneste',
  search: '/sok',
  /** Only built when the house has rooms to rent (a catch-all with one path, or none). */
  hallHire: `${hallHire}/[...hire]`,
  /** The programme's meetings in the hire rooms, for the page's availability and form. */
  hallHireMeetings: `${hallHire}/moter.json`,
  legal: `${legal}/[legal]`,
  shareImage: '/og-default.png',
  robots: '/robots.txt',
  vuefire: `${VUEFIRE_BASE}/[...path]`,
  notFound: '/404',
  serverError: '/500',
} as const;

/** The legal pages: one page file each, and the only addresses the Studio's legal documents may take. */
export const LEGAL_SLUGS = ['personvern', 'bruksvilkar', 'informasjonskapsler'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/** A param in a pattern: `[name]` or `[...name]`; group 1 is the name. */
export const ROUTE_PARAM = /\[(?:\.\.\.)?([^\]]+)\]/g;

/** Fills a pattern's params: fillRoute('/program/[event]', { event: 'a' }) → '/program/a'. */
export function fillRoute(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  return pattern.replace(ROUTE_PARAM, (whole, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`Adressen ${pattern} mangler verdien for ${whole}.`);
    if (!whole.startsWith('[...') && value.includes('/')) throw new Error(`«${value}» kan ikke stå i ${whole} i ${pattern}: skråstrek.`);
    return value;
  });
}

/** The address of every page and feed, for links. */
export const paths = {
  home: ROUTES.home,
  program: ROUTES.program,
  archive: ROUTES.archive,
  feed: ROUTES.feed,
  subscribe: ROUTES.subscribe,
  map: ROUTES.map,
  about: ROUTES.about,
  activities: ROUTES.activities,
  membership: ROUTES.membership,
  donations: ROUTES.donations,
  search: ROUTES.search,
  hallHire,
  hallHireMeetings: ROUTES.hallHireMeetings,
  /** The share image of every page without its own. */
  shareImage: ROUTES.shareImage,
  robots: ROUTES.robots,
  /** Where the /vuefire demo app lives; its own routes are below it. */
  vuefire: VUEFIRE_BASE,
  /** An occurrence's page. */
  event: (occurrenceId: string) => fillRoute(ROUTES.event, { event: occurrenceId }),
  /** The share image (og:image) of an occurrence's page. */
  eventImage: (occurrenceId: string) => fillRoute(ROUTES.eventImage, { event: occurrenceId }),
  /** "Add to calendar" page of an occurrence. */
  calendar: (occurrenceId: string) => fillRoute(ROUTES.calendar, { event: occurrenceId }),
  /** iCalendar file of one occurrence. */
  eventFeed: (occurrenceId: string) => fillRoute(ROUTES.eventFeed, { event: occurrenceId }),
  category: (slug: string) => fillRoute(ROUTES.category, { category: slug }),
  /** A month of the programme; `month` is "2026-12". */
  month: (month: string) => fillRoute(ROUTES.month, { month }),
  /** A month of the archive; `month` is "2026-10". */
  archiveMonth: (month: string) => fillRoute(ROUTES.archiveMonth, { month }),
  /** That month as a page for printing. */
  monthPrint: (month: string) => fillRoute(ROUTES.monthPrint, { month }),
  categoryFeed: (slug: string) => fillRoute(ROUTES.categoryFeed, { category: slug }),
  /** iCalendar feed of one recurring series; `eventSlug` is the series' own slug ("bonnemote"). */
  seriesFeed: (eventSlug: string) => fillRoute(ROUTES.seriesFeed, { series: eventSlug }),
  legal: (slug: LegalSlug) => fillRoute(ROUTES.legal, { legal: slug }),
} as const;
