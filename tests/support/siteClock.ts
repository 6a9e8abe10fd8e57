/**
 * The e2e run's clock. The build reads SITE_NOW for its "now" (src/lib/clock.ts); the tests read the
 * same variable, so they know which occurrences the build counted as upcoming; every browser context
 * starts at the same time (tests/support/test.ts), so its scripts (hide ended occurrences, "this
 * event is over") agree with the build.
 * `npm test` sets SITE_NOW for the whole run; unset, build, browser and tests all use the real time.
 */
import { buildProgramme, type Programme } from '../../src/content/programme';
import { groqJsFetcher, loadBundledDataset } from '../../src/content/sources';
import { siteNow } from '../../src/lib/clock';
import { subjectsOf, type ProgrammeSubjects } from './programmeSubjects';

export const runNow = siteNow();

let programme: Promise<Programme> | undefined;

/** The programme as the build computed it: the bundled dataset as of the run's clock. */
export function programmeNow(): Promise<Programme> {
  programme ??= buildProgramme(groqJsFetcher(loadBundledDataset()), runNow);
  return programme;
}

/** The occurrences the specs visit, picked from the build's programme (tests/support/programmeSubjects.ts). */
export async function subjectsNow(): Promise<ProgrammeSubjects> {
  return subjectsOf(await programmeNow());
}
