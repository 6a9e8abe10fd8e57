/**
 * New-build detection. The build writes builds/latest.json {id, time}; this polls it
 * with a timestamp parameter (no cache) every few minutes and when the tab regains focus. Once the
 * id differs from the running build's, the next in-app navigation is a full page load, at most once
 * per path per 10 s (a sessionStorage marker) so a stale CDN cannot cause a reload loop.
 */
export const BUILD_ID: string = import.meta.env.PUBLIC_BUILD_ID ?? 'dev';
const POLL_INTERVAL_MS = 5 * 60_000;
export const RELOAD_GUARD_MS = 10_000;
const MARKER_PREFIX = 'vuefire:reloaded:';

let newerBuild = false;

/** Asks the server for the latest build id; a failure is logged and changes nothing. */
export async function checkForNewBuild(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetcher(`/builds/latest.json?ts=${Date.now()}`, { cache: 'no-store' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const latest = (await res.json()) as { id?: string };
    if (latest.id && latest.id !== BUILD_ID) newerBuild = true;
  } catch (error) {
    console.warn('[vuefire] could not check for a new build:', error);
  }
  return newerBuild;
}

/** Reads this build's route-rules manifest; the app works without it. */
export async function loadBuildMeta(fetcher: typeof fetch = fetch): Promise<unknown> {
  try {
    const res = await fetcher(`/builds/meta/${BUILD_ID}.json`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return await res.json();
  } catch (error) {
    console.warn('[vuefire] could not load the build manifest:', error);
    return null;
  }
}

/** Starts polling; returns a stop function. */
export function watchBuilds(): () => void {
  const check = () => void checkForNewBuild();
  const onVisible = () => document.visibilityState === 'visible' && check();
  const timer = window.setInterval(check, POLL_INTERVAL_MS);
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisible);
  check();
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** True when navigating to `path` should be a full page load (newer build, no reload there in the last 10 s). */
export function shouldReloadFor(path: string, now = Date.now(), storage: Storage = sessionStorage): boolean {
  if (!newerBuild) return false;
  const key = MARKER_PREFIX + path;
  const last = Number(storage.getItem(key) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

/** For tests of this module. */
export function _setNewerBuild(value: boolean) {
  newerBuild = value;
}
