/**
 * The demo router's location hook: the browser location (wouter) plus the demo's navigation
 * rules — a full page load when a newer build is out, and scroll handling: top on a new
 * path, the #anchor when there is one, the old position on back/forward, nothing for the same path.
 */
import { useLayoutEffect, useRef } from 'react';
import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';
import { shouldReloadFor } from './buildUpdates';

type HistoryState = { key?: string } | null;

const positions = new Map<string, number>();
let currentKey = 'initial';
let popped = false;

const newKey = () => Math.random().toString(36).slice(2, 10);

function rememberScroll() {
  positions.set(currentKey, window.scrollY);
}

if (typeof window !== 'undefined') {
  history.scrollRestoration = 'manual';
  const state = history.state as HistoryState;
  currentKey = state?.key ?? newKey();
  if (!state?.key) history.replaceState({ ...(state ?? {}), key: currentKey }, '');
  window.addEventListener('popstate', (event) => {
    rememberScroll();
    popped = true;
    currentKey = (event.state as HistoryState)?.key ?? 'initial';
  });
}

export function demoNavigate(to: string, options: { replace?: boolean } = {}) {
  const target = new URL(to, location.href);
  if (shouldReloadFor(target.pathname)) {
    location.assign(target.href);
    return;
  }
  rememberScroll();
  currentKey = newKey();
  browserNavigate(to, { replace: options.replace ?? false, state: { key: currentKey } });
}

/** Scrolls to `y`, or the anchor, once the lazily loaded screen is tall enough (up to ~1–3 s). */
function settleScroll(target: () => number | null) {
  let tries = 0;
  const step = () => {
    const y = target();
    if (y === null) {
      if (++tries < 180) requestAnimationFrame(step);
      return;
    }
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    window.scrollTo(0, y);
    if (!reachable && ++tries < 60) requestAnimationFrame(step);
  };
  step();
}

/**
 * The router's location hook (wouter may call it from many components: keep it free of effects).
 * While hydrating a prerendered page it reads the router's `ssrPath`, the path the HTML was made for.
 */
export function useDemoLocation(router: { ssrPath?: string } = {}): [string, typeof demoNavigate] {
  const [path] = useBrowserLocation({ ssrPath: router.ssrPath });
  return [path, demoNavigate];
}

/** Applies the scroll rules after each path change; mounted once, by the app. */
export function useScrollHandling(path: string) {
  const previous = useRef<string | null>(null);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = path;
    const hash = decodeURIComponent(location.hash.slice(1));
    const toAnchor = () =>
      settleScroll(() => {
        const el = document.getElementById(hash);
        return el ? el.getBoundingClientRect().top + window.scrollY : null;
      });
    if (before === null) {
      // First render: the browser's own position, except that a deep link's #anchor is only
      // rendered once the lazy screen is in, after the browser already gave up on it.
      if (hash) toAnchor();
      return;
    }
    if (popped) {
      popped = false;
      const y = positions.get(currentKey) ?? 0;
      settleScroll(() => y);
      return;
    }
    if (hash) {
      toAnchor();
      return;
    }
    if (before !== path) window.scrollTo(0, 0);
  }, [path]);
}
