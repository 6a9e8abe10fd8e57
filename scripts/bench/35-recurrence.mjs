/**
 * Recurrence bench: how long the slowest rules take to validate (the Studio's and the build's
 * check, model/seriesProblems.ts) and to expand over the programme's window (model/recurrence.ts).
 * The bound is 100 ms for any rule; rrule alone took 26 s for the first one below.
 * Run alone: npm run bench -- recurrence
 */
import { tsImport } from 'tsx/esm/api';

const RULES = [
  'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
  'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30',
  'FREQ=MONTHLY;BYMONTH=4;BYMONTHDAY=31',
  'FREQ=MONTHLY;BYDAY=1MO;BYMONTHDAY=20',
  'FREQ=DAILY;INTERVAL=99;BYMONTH=2;BYMONTHDAY=29',
  'FREQ=DAILY',
  'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU',
  'FREQ=YEARLY;BYMONTH=3;BYDAY=1SA',
];
/** First meetings: a new series, and one that began long ago (its search starts near the window). */
const STARTS = ['2026-12-06T10:00:00.000Z', '1990-01-07T10:00:00.000Z'];

/** @param {() => unknown} run */
function ms(run) {
  const t = performance.now();
  run();
  return performance.now() - t;
}

export default async function run() {
  const { ruleProblem, seriesDateProblem } = await tsImport('../../model/seriesProblems.ts', import.meta.url);
  const { expandOccurrences } = await tsImport('../../model/recurrence.ts', import.meta.url);
  const from = new Date('2025-11-23T12:00:00Z');
  const to = new Date('2027-06-01T12:00:00Z');
  let worst = 0;
  for (const start of STARTS) {
    for (const rrule of RULES) {
      const end = new Date(new Date(start).getTime() + 90 * 60_000).toISOString();
      const doc = { start, end, recurrence: { frequency: 'custom', rrule } };
      const validate = ms(() => ruleProblem(doc) ?? seriesDateProblem(doc, '2027-03-02'));
      const expand = ms(() =>
        expandOccurrences({ start: new Date(start), end: new Date(end), recurrence: { frequency: 'custom', rrule } }, from, to),
      );
      worst = Math.max(worst, validate, expand);
      console.log(
        `${start.slice(0, 10)}  ${rrule.padEnd(48)} validate ${validate.toFixed(1).padStart(6)} ms  expand ${expand.toFixed(1).padStart(6)} ms`,
      );
    }
  }
  console.log(`slowest: ${worst.toFixed(1)} ms (bound 100 ms)`);
}
