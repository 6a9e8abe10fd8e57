/**
 * The e2e suite's `test`: Playwright's, with every browser context on the build's clock.
 *
 * The build counts "now" from SITE_NOW (src/lib/clock.ts); the site's scripts hide what has ended by
 * the visitor's clock. On a machine whose clock has moved past the pinned build, a browser on real
 * time would hide the occurrences the tests came to see. So every browser context (the `page` of a
 * test and any `browser.newContext()` in it) starts at the build's "now" and time flows on from there. A
 * test that needs time to pass moves the clock itself (`page.clock.setFixedTime`, `install`, `runFor`).
 *
 * Specs import `test` and `expect` from here, never from @playwright/test (tests/unit/support/e2eClock.test.ts).
 * The /vuefire demo has no build date: its specs opt out with `test.use({ buildClock: false })`, as the
 * demo's rules compare the browser's day with the emulator's (the server's) time.
 */
import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { runNow } from './siteClock';

export { expect } from '@playwright/test';

/** Starts the context's clock at the build's "now" when the run pins one (unset, both are real time). */
async function startAtBuildTime(context: BrowserContext): Promise<void> {
  if (process.env.SITE_NOW?.trim()) await context.clock.setSystemTime(runNow);
}

/** This test's choice (one test at a time runs in a worker). */
let clockNewContexts = true;

export const test = base.extend<{ buildClock: boolean; applyBuildClock: void }, { browser: Browser }>({
  buildClock: [true, { option: true }],
  applyBuildClock: [
    async ({ buildClock }, use) => {
      clockNewContexts = buildClock;
      await use();
    },
    { auto: true },
  ],
  // Every context comes from browser.newContext (Playwright's `context` fixture too), so the clock
  // is set there: a second visitor or a context without JavaScript gets it as well.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const context = await newContext.apply(browser, args);
        if (clockNewContexts) await startAtBuildTime(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
