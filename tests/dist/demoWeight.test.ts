/**
 * Runs after `npm run build`: the /vuefire demo's JS per screen, from the built import graph
 * (bytes, not timings; the timings are in `npm run bench -- demo`).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleGraph, JS_BUDGETS } from '../../scripts/demo/bundleGraph.mjs';
import { routes } from '../../src/demo/routes';

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

describe('the /vuefire demo’s JS (dist/)', () => {
  expect(existsSync('dist/vuefire/index.html'), 'dist/ mangler: kjør npm run build først').toBe(true);
  const graph = bundleGraph('dist');

  it.each(Object.entries(JS_BUDGETS))('%s loads no more than its budget (gzip)', (path, budget) => {
    const { gzip } = graph.route(path, { guarded: Boolean(routes.find((route) => route.path === path)?.guard) });
    expect(gzip, `${path}: ${kB(gzip)} > ${kB(budget)}`).toBeLessThanOrEqual(budget);
  });

  it('loads Firebase Auth only on screens that need the user', () => {
    // Guarded screens get Auth from the guard too (a lazy import), so only the open screens are listed here.
    const withAuth = routes.filter((route) => !route.guard && graph.hasAuth(graph.route(route.path).files)).map((route) => route.path);
    expect(withAuth.sort()).toEqual(['/database-todo-list', '/login', '/storage']);
  });

  it('loads the full Firestore SDK only on screens with a live listener', () => {
    const withListener = routes.filter((route) => graph.hasFullFirestore(graph.route(route.path).files)).map((route) => route.path);
    expect(withListener.sort()).toEqual(['/counter', '/emoji-panel', '/posts/new', '/users']);
  });
});
