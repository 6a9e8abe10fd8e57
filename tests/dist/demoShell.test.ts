/**
 * Runs after `npm run build`: every /vuefire route's HTML carries its screen's static shell (nav
 * with the current link, title, heading or loading state), so the first paint needs no JS.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { demoTitle, fullPath, navRoutes, routes } from '../../src/demo/routes';

const html = (path: string) => readFileSync(`dist${fullPath(path)}/index.html`, 'utf8');
const text = (markup: string) => markup.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, '');

describe('the /vuefire pages’ static shell (dist/)', () => {
  it.each(routes.map((route) => [route.path, route] as const))('%s has the nav, its title and its first state', (path, route) => {
    const page = html(path);
    const nav = page.match(/<nav aria-label="Demo">([\s\S]*?)<\/nav>/)?.[1] ?? '';
    expect([...nav.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1])).toEqual(navRoutes().map((r) => r.title));
    expect(nav.match(/<a [^>]*aria-current="page"[^>]*>([^<]*)<\/a>/)?.[1]).toBe(route.title);
    expect(page).toContain(`<title>${demoTitle(route.title)} | `);
    const main = text(page.match(/<main[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? '');
    if (route.guard) expect(main).toBe('Checking who is signed in…');
    else if (path === '/login') expect(main).toBe('Loading');
    else expect(page).toMatch(new RegExp(`<h1>${path === '/' ? 'Firebase demo' : route.title}</h1>`));
  });

  it('the Daily Counter paints its button’s frame before any script (disabled until the count is in)', () => {
    const button = parse(html('/counter')).querySelector('main button.big');
    expect(button?.outerHTML).toBeDefined();
    expect(button?.hasAttribute('disabled')).toBe(true);
    expect(button?.text).toBe('Loading the count…');
  });
});
