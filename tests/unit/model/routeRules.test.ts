import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKED_ROUTE_PATTERNS, PAGE_PATTERNS, RESERVED_EVENT_SLUGS, inSitemap } from '../../../model/routeRules';

const PAGES = 'src/pages';

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pageFiles(join(dir, e.name)) : [join(dir, e.name)]));
}

/** Astro's file routing: src/pages/program/index.astro → /program, kalender.ics.ts → /kalender.ics. */
function routeOf(file: string): string {
  const path = `/${relative(PAGES, file).replace(/\\/g, '/')}`.replace(/\.(astro|md|mdx|html|ts|js)$/, '');
  return path.replace(/\/index$/, '') || '/';
}

describe('the route table and src/pages', () => {
  it('agree: every page file has its route, every route its page file', () => {
    const files = pageFiles(PAGES);
    const routes = new Set(PAGE_PATTERNS);
    const fileRoutes = new Set(files.map(routeOf));
    const withoutRoute = files
      .filter((file) => !routes.has(routeOf(file)))
      .map((file) => `${file} (${routeOf(file)}) står ikke i model/routes.ts`);
    const withoutPage = PAGE_PATTERNS.filter((pattern) => !fileRoutes.has(pattern)).map(
      (pattern) => `${pattern} i model/routes.ts har ingen fil i ${PAGES}`,
    );
    expect([...withoutRoute, ...withoutPage]).toEqual([]);
  });

  it('names a page the table does not know', () => {
    expect(routeOf('src/pages/program/index.astro')).toBe('/program');
    expect(routeOf('src/pages/index.astro')).toBe('/');
    expect(routeOf('src/pages/calendar/[event].ics.ts')).toBe('/calendar/[event].ics');
    expect(PAGE_PATTERNS).not.toContain(routeOf('src/pages/programmet/[event].astro'));
  });
});

describe('derived from the route table', () => {
  it('reserves the /program pages that are not events', () => {
    expect(RESERVED_EVENT_SLUGS).toEqual(['arkiv', 'kategori', 'maned']);
  });

  it('checks the routes whose address depends on content, in a fixed order', () => {
    expect(CHECKED_ROUTE_PATTERNS).toEqual([
      '^/program/arkiv/[^/]+$',
      '^/program/kategori/[^/]+$',
      '^/program/maned/[^/]+$',
      '^/program/maned/[^/]+/utskrift$',
      '^/program/[^/]+$',
      '^/calendar/[^/]+$',
      '^/kalender/[^/]+\\.ics$',
      '^/kalender/serie/[^/]+\\.ics$',
    ]);
    // An event's .ics is covered by /calendar/[event]; a catch-all (the demo) is never checked.
    expect(CHECKED_ROUTE_PATTERNS.some((p) => new RegExp(p).test('/calendar/x.ics'))).toBe(true);
    expect(CHECKED_ROUTE_PATTERNS.some((p) => p.includes('vuefire'))).toBe(false);
  });

  it('keeps the error pages and the demo out of the sitemap', () => {
    for (const page of [
      'https://www.sentrumbedehus.no/404',
      'https://www.sentrumbedehus.no/500',
      'https://www.sentrumbedehus.no/vuefire',
      'https://www.sentrumbedehus.no/vuefire/login',
    ])
      expect(inSitemap(page), page).toBe(false);
    for (const page of [
      'https://www.sentrumbedehus.no/',
      'https://www.sentrumbedehus.no/program',
      'https://www.sentrumbedehus.no/program/arkiv',
      '/program/maned/2026-12',
      '/program/maned/2026-12/utskrift',
      '/juridisk/personvern',
      '/vuefire-intro',
    ])
      expect(inSitemap(page), page).toBe(true);
  });
});
