import { describe, expect, it } from 'vitest';
import { LEGAL_SLUGS, ROUTES, fillRoute, paths } from '../../../model/routes';

describe('paths', () => {
  it('builds every public address from the route table', () => {
    expect(paths.home).toBe('/');
    expect(paths.program).toBe('/program');
    expect(paths.archive).toBe('/program/arkiv');
    expect(paths.archiveMonth('2026-10')).toBe('/program/arkiv/2026-10');
    expect(paths.feed).toBe('/kalender.ics');
    expect(paths.subscribe).toBe('/legg-til-kalender');
    expect([paths.map, paths.about, paths.activities, paths.membership, paths.donations]).toEqual([
      '/kart',
      '/om-oss',
      '/aktiviteter',
      '/medlemskap',
      '/givertjeneste',
    ]);
    expect(paths.vuefire).toBe('/vuefire');
    expect(paths.event('bonnemote-2026-12-01')).toBe('/program/bonnemote-2026-12-01');
    expect(paths.calendar('bonnemote-2026-12-01')).toBe('/calendar/bonnemote-2026-12-01');
    expect(paths.eventFeed('bonnemote-2026-12-01')).toBe('/calendar/bonnemote-2026-12-01.ics');
    expect(paths.category('konsert')).toBe('/program/kategori/konsert');
    expect(paths.categoryFeed('konsert')).toBe('/kalender/konsert.ics');
    expect(LEGAL_SLUGS.map(paths.legal)).toEqual(['/juridisk/personvern', '/juridisk/bruksvilkar', '/juridisk/informasjonskapsler']);
  });

  it('has a builder or constant for every route a page links to', () => {
    const linkable = Object.keys(ROUTES).filter((name) => !['notFound', 'serverError'].includes(name));
    expect(linkable.filter((name) => !(name in paths))).toEqual([]);
  });
});

describe('fillRoute', () => {
  it('fills one-segment and catch-all params', () => {
    expect(fillRoute('/a/[x]/b/[y].ics', { x: '1', y: '2' })).toBe('/a/1/b/2.ics');
    expect(fillRoute('/vuefire/[...path]', { path: 'posts/new' })).toBe('/vuefire/posts/new');
  });

  it('refuses a missing value and a slash inside one segment', () => {
    expect(() => fillRoute(ROUTES.event, {})).toThrow('Adressen /program/[event] mangler verdien for [event].');
    expect(() => paths.event('a/b')).toThrow(/skråstrek/);
  });
});
