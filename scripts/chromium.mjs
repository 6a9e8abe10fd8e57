/**
 * Debian's Chromium, the only browser here (Playwright never downloads one): where it is and the flags
 * every launch uses (a container without a sandbox or GPU, nothing phoning home). Playwright's config,
 * the Studio specs, the screenshots and the bench launch it through this.
 */

/** The executable (CHROMIUM_PATH overrides Debian's). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Command-line flags for every launch. */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

/**
 * Playwright launch options for Debian's Chromium, with extra flags (a host mapping, for example).
 * @param {string[]} [extraArgs]
 */
export function chromiumLaunchOptions(extraArgs = []) {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] };
}
