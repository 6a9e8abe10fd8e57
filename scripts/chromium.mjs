/**
 * Debian's Chromium, the only browser here (Playwright never downloads one): where it is and the flags
 * every launch uses (a container without a sandbox or GPU, nothing phoning home). Playwright's config,
 * the Studio specs, the screenshots and the bench launch it through this.
 */

/** The executable (CHROMIUM_PATH overrides Debian's). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Chromium build without the browser's window and UI
 * layers. Every browser test runs in it: on this 2-core machine they take about a third less time
 * than in the full browser. The screenshots and Lighthouse keep the full browser
 * (what a visitor's browser draws and measures). CHROMIUM_HEADLESS_SHELL_PATH overrides it.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

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
 * The browser's own language, as on a volunteer's or visitor's Norwegian machine: Chromium on Linux takes
 * it from the environment (`--lang` does nothing here), and draws its date and time fields from it
 * (01.12.2026 and 18:00, not 12/01/2026 and 06:00 PM) in the guide's pictures too. It needs the
 * translations of Debian's chromium-l10n (/usr/lib/chromium/locales/nb.pak): without them Chromium
 * stays American.
 */
const NORWEGIAN_LOCALE_ENV = Object.freeze({ LANGUAGE: 'nb', LC_ALL: 'nb_NO.UTF-8', LANG: 'nb_NO.UTF-8' });

/** Where Debian's chromium-l10n puts the Norwegian translations. */
export const NORWEGIAN_TRANSLATIONS = '/usr/lib/chromium/locales/nb.pak';

/**
 * Playwright launch options for one of the two executables, with extra flags (a host mapping, for example).
 * @param {string} executablePath
 * @param {string[]} extraArgs
 */
const launchOptions = (executablePath, extraArgs) => ({
  executablePath,
  args: [...CHROMIUM_ARGS, ...extraArgs],
  env: { ...process.env, ...NORWEGIAN_LOCALE_ENV },
});

/** Debian's Chromium (screenshots, the bench). @param {string[]} [extraArgs] */
export const chromiumLaunchOptions = (extraArgs = []) => launchOptions(CHROMIUM_PATH, extraArgs);

/** Debian's chromium-headless-shell (the browser tests). @param {string[]} [extraArgs] */
export const headlessShellLaunchOptions = (extraArgs = []) => launchOptions(HEADLESS_SHELL_PATH, extraArgs);
