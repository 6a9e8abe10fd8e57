/**
 * Route guards by name (the original's middlewares). `vuefire-authenticated` waits until the auth
 * state is known, then lets a signed-in user through or sends everyone else to the login screen
 * with the path they asked for.
 */
import { VUEFIRE_BASE } from '../../model/vuefireBase';

export const GUARD_NAMES = ['vuefire-authenticated'] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export type GuardDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

/** The login screen's path in the demo (the route table, the guard, sign-out and links all use it). */
export const LOGIN_PATH = '/login';

/**
 * The login URL, with the path the visitor asked for (path + query + hash, as asked) to return to
 * after sign-in; without one (signed out on a guarded screen) there is nothing to return to.
 */
export const loginRedirect = (requested?: string) =>
  `${VUEFIRE_BASE}${LOGIN_PATH}${requested === undefined ? '' : `?redirect=${encodeURIComponent(requested)}`}`;

export function runGuard(name: string, status: AuthStatus, requested: string): GuardDecision {
  switch (name) {
    case 'vuefire-authenticated':
      if (status === 'loading') return { kind: 'wait' };
      return status === 'signed-in' ? { kind: 'allow' } : { kind: 'redirect', to: loginRedirect(requested) };
    default:
      throw new Error(`Unknown route guard "${name}"`);
  }
}

/** Only same-app paths are followed after sign-in (no open redirect). */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith(VUEFIRE_BASE) || value.startsWith('//')) return null;
  return value;
}
