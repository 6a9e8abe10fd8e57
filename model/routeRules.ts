/**
 * What the route table implies for the rest of the site: the pages Astro must have, the event
 * slugs that would clash with a page, the routes the 404 page checks and the sitemap's filter.
 */
import { LEGAL_SLUGS, ROUTES, ROUTE_PARAM, fillRoute, paths } from './routes.ts';

/** Params whose values are fixed here, so each value is a page of its own rather than a checked route. */
const FIXED_PARAMS: Readonly<Record<string, readonly string[]>> = { legal: LEGAL_SLUGS };

/**
 * One pattern per page file in src/pages (in the table's order): the fixed params written out,
 * e.g. '/juridisk/personvern'.
 */
export const PAGE_PATTERNS: readonly string[] = Object.values(ROUTES).flatMap((pattern) => {
  const fixed = [...pattern.matchAll(ROUTE_PARAM)].find((m) => FIXED_PARAMS[m[1]]);
  return fixed ? FIXED_PARAMS[fixed[1]].map((value) => fillRoute(pattern, { [fixed[1]]: value })) : [pattern];
});

/**
 * Addresses under /program that are pages of their own, not events: an event with one of these
 * slugs would have no page. The Studio refuses them and the build stops on them.
 */
export const RESERVED_EVENT_SLUGS: readonly string[] = [
  ...new Set(
    PAGE_PATTERNS.filter((pattern) => pattern !== ROUTES.event && pattern.startsWith(`${ROUTES.program}/`))
      .map((pattern) => pattern.slice(ROUTES.program.length + 1).split('/')[0])
      .filter((segment) => !segment.startsWith('[')),
  ),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|\\]/g, '\\$&');

/** '/calendar/[event].ics' → '^/calendar/[^/]+\.ics$' */
function toRegExpSource(pattern: string): string {
  return `^${pattern
    .split(/(\[[^\]]+\])/)
    .map((part, i) => (i % 2 ? '[^/]+' : escapeRegExp(part)))
    .join('')}$`;
}

/**
 * Routes whose address depends on content (an event, a category): a path that matches one of
 * these but has no page failed the route's check. Catch-all routes (the demo) answer their own
 * unknown paths; a route already covered by another (/calendar/x.ics by /calendar/x) is left out.
 */
export const CHECKED_ROUTE_PATTERNS: readonly string[] = (() => {
  const dynamic = PAGE_PATTERNS.filter((pattern) => pattern.includes('[') && !pattern.includes('[...'));
  const sources = dynamic.map(toRegExpSource);
  return sources.filter((source, i) => {
    const sample = fillRoute(dynamic[i], Object.fromEntries([...dynamic[i].matchAll(ROUTE_PARAM)].map((m) => [m[1], 'x'])));
    return !sources.some((other, j) => j !== i && new RegExp(other).test(sample));
  });
})();

/** Pages that are not for search engines: the error pages and the demo app. */
const OUTSIDE_SITEMAP = [ROUTES.notFound, ROUTES.serverError, paths.vuefire];

/** Whether a page (its URL or path) belongs in the sitemap. */
export function inSitemap(page: string): boolean {
  const path = new URL(page, 'http://localhost').pathname.replace(/\/$/, '') || '/';
  return !OUTSIDE_SITEMAP.some((excluded) => path === excluded || path.startsWith(`${excluded}/`));
}
