import { describe, expect, it } from 'vitest';
import { checkRoutes, findRoute, fullPath, navRoutes, routes, type DemoRoute } from '../../../src/demo/routes';

describe('demo route table', () => {
  it('has the original VueFire demo’s titles in its order', () => {
    expect(navRoutes().map((r) => `${r.order} ${r.title}`)).toEqual([
      '0 Home',
      '1 Daily Counter',
      '2 Login',
      '3 Database',
      '4 New Note',
      '5 Other users',
      '6 Emoji Panel',
      '7 Storage',
      '8 App Check',
      '9 Analytics',
    ]);
  });

  it('guards exactly users, posts/new and emoji-panel', () => {
    expect(
      routes
        .filter((r) => r.guard)
        .map((r) => fullPath(r.path))
        .sort(),
    ).toEqual(['/vuefire/emoji-panel', '/vuefire/posts/new', '/vuefire/users']);
    expect(new Set(routes.filter((r) => r.guard).map((r) => r.guard))).toEqual(new Set(['vuefire-authenticated']));
  });

  it('sorts the nav by order whatever the table order', () => {
    const shuffled = [...routes].reverse();
    expect(navRoutes(shuffled).map((r) => r.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('finds routes with or without a trailing slash and misses unknown paths', () => {
    expect(findRoute('/counter')?.title).toBe('Daily Counter');
    expect(findRoute('/posts/new/')?.title).toBe('New Note');
    expect(findRoute('/')?.title).toBe('Home');
    expect(findRoute('/nope')).toBeUndefined();
    expect(findRoute('/posts')).toBeUndefined();
  });

  it('fails loudly on a route naming an unknown guard', () => {
    const broken: DemoRoute[] = [...routes, { path: '/secret', title: 'Secret', order: 10, guard: 'vuefire-admin', load: routes[0].load }];
    expect(() => checkRoutes(broken)).toThrow(/Unknown route guard "vuefire-admin"/);
  });

  it('refuses duplicate paths', () => {
    expect(() => checkRoutes([...routes, { ...routes[1] }])).toThrow(/Duplicate/);
  });

  it('accepts the real table', () => {
    expect(checkRoutes(routes)).toBe(routes);
  });
});
