/**
 * The demo's one route table: it drives the nav, the guards, the lazy screens and the
 * tests. Paths are relative to /vuefire. Each screen is a lazy chunk, so a Firebase product is
 * downloaded only by the screens that use it.
 */
import type { ComponentType } from 'react';
import { GUARD_NAMES, type GuardName } from './guards';
import { VUEFIRE_BASE } from '../../model/vuefireBase';

export const DEMO_BASE = VUEFIRE_BASE;

export interface DemoRoute {
  path: string;
  /** Link title in the nav (English, as in the original VueFire demo). */
  title: string;
  order: number;
  /** Named guard (middleware); an unknown name fails loudly when the table is checked. */
  guard?: GuardName | (string & {});
  load: () => Promise<{ default: ComponentType }>;
}

export const routes: DemoRoute[] = [
  { path: '/', title: 'Home', order: 0, load: () => import('./screens/home/HomeScreen') },
  { path: '/counter', title: 'Daily Counter', order: 1, load: () => import('./screens/counter/CounterScreen') },
  // A literal, as every path here: scripts/demo/bundleGraph.mjs finds each screen's chunk by it in the
  // build. guards.ts's LOGIN_PATH is the same path (tests/unit/demo/guards.test.ts holds them together).
  { path: '/login', title: 'Login', order: 2, load: () => import('./screens/login/LoginScreen') },
  { path: '/database-todo-list', title: 'Database', order: 3, load: () => import('./screens/database/DatabaseScreen') },
  {
    path: '/posts/new',
    title: 'New Note',
    order: 4,
    guard: 'vuefire-authenticated',
    load: () => import('./screens/new-note/NewNoteScreen'),
  },
  { path: '/users', title: 'Other users', order: 5, guard: 'vuefire-authenticated', load: () => import('./screens/users/UsersScreen') },
  {
    path: '/emoji-panel',
    title: 'Emoji Panel',
    order: 6,
    guard: 'vuefire-authenticated',
    load: () => import('./screens/emoji-panel/EmojiPanelScreen'),
  },
  { path: '/storage', title: 'Storage', order: 7, load: () => import('./screens/storage/StorageScreen') },
  { path: '/app-check', title: 'App Check', order: 8, load: () => import('./screens/app-check/AppCheckScreen') },
  { path: '/analytics', title: 'Analytics', order: 9, load: () => import('./screens/analytics/AnalyticsScreen') },
];

/** Throws when a route names a guard nobody registered (an unknown guard name is a programming error, caught at start). */
export function checkRoutes(table: DemoRoute[]): DemoRoute[] {
  const seen = new Set<string>();
  for (const route of table) {
    if (route.guard !== undefined && !(GUARD_NAMES as readonly string[]).includes(route.guard)) {
      throw new Error(`Unknown route guard "${route.guard}" on ${route.path}`);
    }
    if (seen.has(route.path)) throw new Error(`Duplicate demo route ${route.path}`);
    seen.add(route.path);
  }
  return table;
}

/** The nav: every route by order. */
export function navRoutes(table: DemoRoute[] = routes): DemoRoute[] {
  return [...table].sort((a, b) => a.order - b.order);
}

/** The route for an in-app path (without the /vuefire base), or undefined (not found). */
export function findRoute(path: string, table: DemoRoute[] = routes): DemoRoute | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  return table.find((route) => route.path === clean);
}

/** A screen's page title before the product name (the prerendered <title> and the app's agree). */
export const demoTitle = (title: string) => `${title} | VueFire demo`;

/** Full URL path of a route. */
export const fullPath = (path: string) => (path === '/' ? DEMO_BASE : `${DEMO_BASE}${path}`);
