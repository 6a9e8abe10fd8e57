/**
 * The occurrences the e2e specs visit, picked from the programme the build computed (the bundled
 * dataset as of the run's clock), never written into a spec as an id or a date: moving SITE_NOW
 * moves them with it. tests/unit/support/programmeSubjects.test.ts picks them a month, four months
 * and a year ahead, so a dataset or pin that leaves one without a subject fails there first.
 */
import type { Programme, ProgrammeOccurrence } from '../../src/content/programme';
import { osloDateKey } from '../../model/osloTime';
import { ARCHIVE_FIRST_WEEKS, PROGRAMME_FIRST_WEEKS } from '../../src/consts';
import { firstWeeks, osloMonthKey } from '../../src/lib/programmeGroups';
import { isCompleteMonth } from '../../src/content/programmeMonths';
import { paths } from '../../model/routes';

const HOUR = 3_600_000;

/** The weekly meeting the event specs describe (its title, times and texts are the dataset's). */
const MEETING_SERIES = 'bonnemote';

/** The tests that answer «Kommer»/«Kanskje», each on its own occurrence so parallel counts never mix. */
const ATTENDANCE_TESTS = [
  'flow',
  'offline',
  'stale',
  'storageWalk',
  'selected',
  'waiting',
  'together',
  'catchUp',
  'earlyTap',
  'layoutShift',
  'firstTogether',
] as const;

export interface ProgrammeSubjects {
  /** A meeting of the weekly series, not cancelled, that lasts beyond a slow test run. */
  meeting: ProgrammeOccurrence;
  /** Different occurrences that take answers («Kommer»), one for each test, none shared with other specs. */
  attendance: Record<(typeof ATTENDANCE_TESTS)[number], ProgrammeOccurrence>;
  /** An occurrence that runs over more than one Oslo day, and the list that shows it. */
  multiDay: { occurrence: ProgrammeOccurrence; listedOn: string };
  /** An occurrence with a bundled picture. */
  withImage: ProgrammeOccurrence;
  /** An occurrence with both a summary and a body. */
  withBody: ProgrammeOccurrence;
  /** A cancelled occurrence, and the list that shows it: /program's first weeks, its month, or the archive. */
  cancelled: { occurrence: ProgrammeOccurrence; listedOn: string };
}

function pick<T>(found: T | undefined, what: string, programme: Programme): T {
  if (found === undefined)
    throw new Error(
      `Det bundne datasettet har ikke ${what} per ${programme.builtAt.toISOString()}: velg en annen SITE_NOW eller utvid datasettet.`,
    );
  return found;
}

/** Picks each spec's occurrences from a programme; throws (in Norwegian, naming what is missing) when one has none. */
export function subjectsOf(programme: Programme): ProgrammeSubjects {
  const now = programme.builtAt.getTime();
  // Well ahead: a test that starts at the build's clock and runs for minutes never sees it end.
  const open = programme.upcoming.filter((o) => !o.cancelled && o.start.getTime() > now + HOUR);
  const meeting = pick(
    open.find((o) => o.eventSlug === MEETING_SERIES),
    `et kommende «${MEETING_SERIES}»`,
    programme,
  );
  // One-off events first; then series dates, but neither the meeting above nor the first card on
  // /program (the keyboard walk answers on those).
  const pool = [...open.filter((o) => !o.isSeries), ...open.filter((o) => o.isSeries)].filter(
    (o) => o !== meeting && o !== programme.upcoming[0],
  );
  const attendance = Object.fromEntries(
    ATTENDANCE_TESTS.map((name, i) => [
      name,
      pick(pool[i], `${ATTENDANCE_TESTS.length} kommende arrangementer som tar imot svar`, programme),
    ]),
  ) as ProgrammeSubjects['attendance'];
  const multiDayIn = (list: ProgrammeOccurrence[]) => list.find((o) => osloDateKey(o.start) !== osloDateKey(new Date(o.end.getTime() - 1)));
  const multiDay = listed(
    programme,
    multiDayIn(programme.upcoming) ?? pick(multiDayIn(programme.archive), 'et flerdagsarrangement', programme),
  );
  return {
    meeting,
    cancelled: cancelledOf(programme),
    attendance,
    multiDay,
    withImage: pick(
      programme.all.find((o) => o.image && !o.image.hosted),
      'et arrangement med et medfølgende bilde',
      programme,
    ),
    withBody: pick(
      programme.all.find((o) => !o.isSeries && o.summary && o.body.length > 0),
      'et enkeltarrangement med ingress og brødtekst',
      programme,
    ),
  };
}

/**
 * Where a visitor finds an occurrence listed: /program (its first weeks), the month's page, the
 * archive (its latest weeks, else the archive's month), or (a one-off event past the months the
 * programme offers) its category's page.
 */
function listed(programme: Programme, occurrence: ProgrammeOccurrence): { occurrence: ProgrammeOccurrence; listedOn: string } {
  if (occurrence.end <= programme.builtAt)
    return {
      occurrence,
      listedOn:
        occurrence.start.getTime() >= programme.builtAt.getTime() - ARCHIVE_FIRST_WEEKS * 7 * 86_400_000
          ? paths.archive
          : paths.archiveMonth(osloMonthKey(occurrence.start)),
    };
  const onFront = firstWeeks(programme.upcoming, programme.builtAt, PROGRAMME_FIRST_WEEKS).shown.includes(occurrence);
  if (onFront) return { occurrence, listedOn: '/program' };
  const month = osloMonthKey(occurrence.start);
  if (isCompleteMonth(programme, month)) return { occurrence, listedOn: paths.month(month) };
  // Past the months offered only a one-off event is listed (its category's page); a series' later meetings are on no list.
  if (occurrence.isSeries) throw new Error(`${occurrence.occurrenceId} står ikke på noen liste: velg et annet arrangement.`);
  return { occurrence, listedOn: paths.category(occurrence.category.slug) };
}

function cancelledOf(programme: Programme) {
  const found = programme.upcoming.find((o) => o.cancelled) ?? programme.archive.find((o) => o.cancelled);
  return listed(programme, pick(found, 'et avlyst arrangement i programmet eller arkivet', programme));
}
