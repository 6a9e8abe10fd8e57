/**
 * What a browser may load on the public site's pages, gzip as served (measured by measure.mjs):
 * held by tests/e2e/page-weight.spec.ts, printed against by `npm run bench -- page-weight`.
 */
import { PAGE_PATTERNS } from '../../model/routeRules.ts';
import { paths, ROUTES } from '../../model/routes.ts';

/**
 * JS on a text page (no island), for any visitor, before and after scrolling: the banner's buttons,
 * the menu and list scripts, and the attendance part's loader (0.1 kB in the every-page script, where
 * Astro's island runtime put 2 kB inline in every event page).
 */
export const TEXT_PAGE_JS_BUDGET = 4.25 * 1024;
/**
 * JS on an event page after scrolling (every island) for a returning visitor who chose «Godta» without
 * having answered: React and the islands; the counts are one REST read, so neither the Firebase SDK
 * nor Auth is loaded until the visitor answers (119.5 kB with Firebase app and Firestore lite, 138.5 kB
 * with Auth as well). The print, share and Fyldig/Sammendrag buttons are plain scripts, so React
 * (67.5 kB of it) is the attendance part's alone and loads only when that part is in view.
 */
export const EVENT_PAGE_ACCEPTED_JS_BUDGET = 80 * 1024;

/**
 * JS on the search page once a visitor has searched: the page's scripts and the search worker
 * (MiniSearch and the search, 6.5 kB; 10.5 kB in all measured). The index is fetched as data, not
 * a script. Without a query the page is a text page (TEXT_PAGE_JS_BUDGET).
 */
export const SEARCH_PAGE_JS_BUDGET = 12 * 1024;

/** Whether a path is an event page (/program/<occurrence>), not one of /program's own pages. */
export const isEventPage = (/** @type {string} */ path) => pagePattern(path) === ROUTES.event;

/** Pages with islands (React loads there only): event pages, the membership form and the hire page. */
export const hasIslands = (/** @type {string} */ path) => isEventPage(path) || path === ROUTES.membership || path === paths.hallHire;

/** The page pattern a path is built from (the most specific: /program/arkiv, not /program/[event]). */
export function pagePattern(/** @type {string} */ path) {
  const matches = PAGE_PATTERNS.filter((pattern) =>
    new RegExp(`^${pattern.replace(/\[\.\.\.[^\]]+\]/g, '.+').replace(/\[[^\]]+\]/g, '[^/]+')}$`).test(path),
  );
  return matches.sort((a, b) => a.split('[').length - b.split('[').length)[0] ?? path;
}
