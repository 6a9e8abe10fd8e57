/**
 * The e2e run's clock. The build reads SITE_NOW for its "now" (src/lib/clock.ts); the tests read the
 * same variable, so they know which occurrences the build counted as upcoming, and give the browser
 * the same time, so its scripts (hide ended occurrences, "this event is over") agree with the build.
 * `npm test` sets SITE_NOW for the whole run; unset, build, browser and tests all use the real time.
 */
import type { Page } from '@playwright/test';
import { buildProgramme, type Programme } from '../../src/content/programme';
import { groqJsFetcher, loadBundledDataset } from '../../src/content/sources';
import { siteNow } from '../../src/lib/clock';

export const runNow = siteNow();

/**
 * Starts the page's clock at the build's "now" (time flows on from there), when the run sets one.
 * Only for tests that need the page to agree with the build: Playwright's clock runs the page's
 * timers itself, which slows heavy scripts such as axe.
 */
export async function useSiteClock(page: Page): Promise<void> {
  if (process.env.SITE_NOW?.trim()) await page.clock.setSystemTime(runNow);
}

let programme: Promise<Programme> | undefined;

/** The programme as the build computed it: the bundled dataset as of the run's clock. */
export function programmeNow(): Promise<Programme> {
  programme ??= buildProgramme(groqJsFetcher(loadBundledDataset()), runNow);
  return programme;
}

/** The list that shows a cancelled occurrence at the run's clock: the programme while one lies ahead, else the archive. */
export async function listWithCancelled(): Promise<'/program' | '/program/arkiv'> {
  const { upcoming, archive } = await programmeNow();
  if (upcoming.some((o) => o.cancelled)) return '/program';
  if (archive.some((o) => o.cancelled)) return '/program/arkiv';
  throw new Error(`Det bundne datasettet har ingen avlyste arrangementer i programmet eller arkivet per ${runNow.toISOString()}: velg en annen SITE_NOW.`);
}
