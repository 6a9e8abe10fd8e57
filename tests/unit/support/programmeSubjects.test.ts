/**
 * The e2e specs' occurrences (tests/support/programmeSubjects.ts) exist and fit their tests as the
 * clock moves on: picked from the bundled dataset at the run's clock and a month, four months and a
 * year later, as a build pinned later (or on a later day) would. A dataset or pin that leaves a spec
 * without a subject fails here, not as a timeout in the browser.
 */
import { paths } from '../../../model/routes';
import { describe, expect, it } from 'vitest';
import { PROGRAMME_FIRST_WEEKS } from '../../../src/consts';
import { buildProgramme } from '../../../src/content/programme';
import { groqJsFetcher, loadBundledDataset } from '../../../src/content/sources';
import { firstWeeks, osloMonthKey } from '../../../src/lib/programmeGroups';
import { osloDateKey } from '../../../model/osloTime';
import { subjectsOf } from '../../support/programmeSubjects';
import { runNow } from '../../support/siteClock';

const DAY = 86_400_000;
const fetcher = groqJsFetcher(loadBundledDataset());
const AHEAD = { "the run's clock": 0, 'a month ahead': 31, 'four months ahead': 122, 'a year ahead': 365 };

describe.each(Object.entries(AHEAD))('the e2e subjects at %s', (_, days) => {
  const at = async () => {
    const programme = await buildProgramme(fetcher, new Date(runNow.getTime() + days * DAY));
    return { programme, subjects: subjectsOf(programme) };
  };

  it('the meeting and the attendance occurrences lie ahead and take answers, and no two tests count on one', async () => {
    const { programme, subjects } = await at();
    const answered = [subjects.meeting, ...Object.values(subjects.attendance)];
    for (const o of answered) {
      expect(programme.upcoming, o.occurrenceId).toContain(o);
      expect(o.cancelled, o.occurrenceId).toBe(false);
      expect(o.start.getTime(), o.occurrenceId).toBeGreaterThan(programme.builtAt.getTime());
    }
    expect(subjects.meeting.isSeries).toBe(true);
    // Counts are checked on the attendance occurrences, so each is its test's alone: not the
    // meeting's (event specs), not the first card of /program's (the keyboard walk answers there).
    const counted = Object.values(subjects.attendance).map((o) => o.occurrenceId);
    expect(new Set(counted).size).toBe(counted.length);
    expect(counted).not.toContain(subjects.meeting.occurrenceId);
    expect(counted).not.toContain(programme.upcoming[0].occurrenceId);
  });

  it('the multi-day and the cancelled occurrence are shown on the list named for them', async () => {
    const { programme, subjects } = await at();
    const { shown } = firstWeeks(programme.upcoming, programme.builtAt, PROGRAMME_FIRST_WEEKS);
    const onList = (listedOn: string) =>
      listedOn === '/program'
        ? shown
        : listedOn === '/program/arkiv' || listedOn.startsWith('/program/arkiv/')
          ? programme.archive.filter((o) => listedOn === '/program/arkiv' || `/program/arkiv/${osloMonthKey(o.start)}` === listedOn)
          : programme.upcoming.filter(
              (o) =>
                paths.month(osloMonthKey(o.start)) === listedOn ||
                // A category's page lists its series' meetings of the first weeks, and its one-off events.
                (paths.category(o.category.slug) === listedOn && (!o.isSeries || shown.includes(o))),
            );
    const { multiDay, cancelled } = subjects;
    expect(osloDateKey(multiDay.occurrence.start)).not.toBe(osloDateKey(multiDay.occurrence.end));
    expect(onList(multiDay.listedOn)).toContain(multiDay.occurrence);
    expect(cancelled.occurrence.cancelled).toBe(true);
    expect(onList(cancelled.listedOn)).toContain(cancelled.occurrence);
    // The spec follows the first «Avlyst» badge on that list: it must be this one.
    expect(onList(cancelled.listedOn).find((o) => o.cancelled)).toBe(cancelled.occurrence);
  });

  it('the picture and the body text have pages', async () => {
    const { programme, subjects } = await at();
    expect(programme.all).toContain(subjects.withImage);
    expect(subjects.withImage.image?.hosted).toBeUndefined();
    expect(subjects.withImage.image?.alt).toBeTruthy();
    expect(programme.all).toContain(subjects.withBody);
    expect(subjects.withBody.body.length).toBeGreaterThan(0);
  });
});
