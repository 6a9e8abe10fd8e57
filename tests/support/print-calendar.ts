/**
 * Prints the whole-programme feed built from the bundled dataset at a fixed "now". Run by the
 * ICS unit test in child processes with different TZ values: the output must not change.
 */
import { buildProgramme } from '../../src/content/programme';
import { toCalendarItem, uidDomain } from '../../src/content/programmeLinks';
import { groqJsFetcher, loadBundledDataset } from '../../src/content/sources';
import { buildCalendar } from '../../src/lib/ics';

const programme = await buildProgramme(groqJsFetcher(loadBundledDataset()), new Date('2026-11-23T12:00:00Z'));
process.stdout.write(
  buildCalendar(programme.all.map(toCalendarItem), { name: 'Bedehuset', publisher: 'Bedehuset', uidDomain: uidDomain() }),
);
