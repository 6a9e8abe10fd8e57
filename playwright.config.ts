import { parseArgs } from 'node:util';
import { defineConfig, devices } from '@playwright/test';
import { headlessShellLaunchOptions } from './scripts/chromium.mjs';

/** Port of the built site under test; tests never reuse a developer's running server. */
const PORT = Number(process.env.E2E_PORT ?? 4399);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Debian's chromium-headless-shell for the site's specs; Playwright never downloads a browser here. */
const chromium = headlessShellLaunchOptions();

/**
 * `--project=studio` or `hosted` alone needs neither the site nor the emulators (each starts its own
 * stand-in and builds the site itself), nor does `detectors` (fragments given to the page itself),
 * so the web server is left out then.
 */
const projectArgs =
  parseArgs({
    args: process.argv.slice(2),
    options: { project: { type: 'string', multiple: true } },
    strict: false,
    allowPositionals: true,
  }).values.project ?? [];
const STANDALONE = ['studio', 'hosted', 'detectors'];
const standaloneOnly = projectArgs.length > 0 && projectArgs.every((name) => typeof name === 'string' && STANDALONE.includes(name));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  // Generous waits: the emulators and Chromium share two cores with the build in CI.
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    // A failed test keeps its trace (every step with the DOM) and a screenshot of its end. The trace
    // leaves out its screencast: filming every test made Chromium's compositor and Playwright encode
    // frames nobody looks at, about a third of the browser tier's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  // Projects are scheduled in the order listed: the Studio walk (one serial test of about four
  // minutes) starts first, beside the short tests, instead of alone at the end with a worker idle.
  projects: [
    // The built Studio against the Sanity API stand-in; that test file launches its own Chromium, mapping
    // Sanity's hosts to the stand-in (tests/e2e/studio/studio.spec.ts).
    { name: 'studio', testDir: 'tests/e2e/studio' },
    // Hosted mode: the deploy rehearsal builds from the stand-in with pictures on Sanity's CDN and
    // serves the result itself (tests/e2e/hosted/).
    { name: 'hosted', testDir: 'tests/e2e/hosted', use: { ...devices['Pixel 7'], launchOptions: chromium } },
    // The browser checks themselves, fed fragments of old and new markup (page.setContent): they
    // show each check fails on what it was written to catch. Seconds, no site.
    { name: 'detectors', testDir: 'tests/e2e/detectors', use: { ...devices['Pixel 7'], launchOptions: chromium } },
    // (Paths as a folder and a pattern, not a glob: globs match the absolute path, and a checkout
    // inside a folder named «studio» would otherwise match every file.)
    { name: 'mobil', testIgnore: /[\\/]e2e[\\/](studio|hosted|detectors)[\\/]/, use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  // The built site plus the Firebase emulators on free ports (scripts/e2e-server.mjs); tests read the
  // emulators' hosts from /__/emulators.json (tests/support/emulators.ts). SIGTERM stops them all.
  webServer: standaloneOnly
    ? undefined
    : {
        command: `node scripts/e2e-server.mjs --port ${PORT}`,
        url: BASE_URL,
        reuseExistingServer: false,
        // Auth compiles its API validators at start: ~5 s idle, up to a minute on a busy 2-core machine.
        timeout: 180_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        stdout: 'pipe',
      },
});
