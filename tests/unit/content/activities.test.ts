import { describe, expect, it } from 'vitest';
import { buildActivities, groupActivities } from '../../../src/content/activities';
import { buildProgramme } from '../../../src/content/programme';
import { checkDocuments, describeProblems } from '../../../src/content/schemaCheck';
import { groqJsFetcher, loadBundledDataset, type SanityDocument } from '../../../src/content/sources';

const now = new Date('2026-11-23T12:00:00+01:00');
const dataset = loadBundledDataset();

/** The activities of a dataset, built the way the page builds them. */
async function activitiesOf(documents: SanityDocument[]) {
  const fetch = groqJsFetcher(documents);
  const programme = await buildProgramme(fetch, now);
  return { programme, activities: await buildActivities(fetch, programme) };
}

/** The build's schema check over a dataset: its lines, as the build prints them. */
const refusal = async (documents: SanityDocument[]) => describeProblems(await checkDocuments(documents));

const edit = (id: string, change: (d: SanityDocument) => SanityDocument) => dataset.map((d) => (d._id === id ? change(d) : d));

describe('activities from the bundled dataset', () => {
  it('take name, day, time and place from their series', async () => {
    const { activities } = await activitiesOf(dataset);
    const prayer = activities.find((a) => a.seriesId === 'event-bonnemote')!;
    expect(prayer).toMatchObject({
      title: 'Bønnemøte',
      schedule: 'Hver tirsdag',
      time: 'kl. 19.30–20.30',
      place: 'Sentrum bedehus, Bønnerommet, 2. etasje',
    });
    expect(prayer.next.occurrenceId).toBe('bonnemote-2026-11-24');
    expect(activities.find((a) => a.seriesId === 'event-barneklubb')).toMatchObject({
      title: 'Barneklubben Solstrålen',
      schedule: 'Hver onsdag',
      place: 'Sentrum bedehus, Kjelleren',
    });
    expect(activities.find((a) => a.seriesId === 'event-ungdomsklubb')).toMatchObject({
      title: 'Ungdomsklubben Fyrlyset',
      schedule: 'Hver fredag',
    });
    expect(activities.find((a) => a.seriesId === 'event-formiddagstreff')?.schedule).toBe('Første torsdag i måneden');
    expect(activities.find((a) => a.seriesId === 'event-bibelgruppe')?.schedule).toBe('Annenhver mandag til og med 14. juni 2027');
  });

  it('follow the series when it moves: the page cannot keep an old day', async () => {
    const moved = edit('event-bonnemote', (d) => ({ ...d, start: '2026-09-02T17:30:00.000Z', end: '2026-09-02T18:30:00.000Z' }));
    const { activities } = await activitiesOf(moved);
    expect(activities.find((a) => a.seriesId === 'event-bonnemote')?.schedule).toBe('Hver onsdag');
  });

  it('skip a cancelled next meeting and link the next one held', async () => {
    const { activities } = await activitiesOf(
      edit('event-bonnemote', (d) => ({
        ...d,
        recurrence: { ...(d.recurrence as object), cancellations: [{ _key: 'x', _type: 'cancellation', date: '2026-11-24' }] },
      })),
    );
    expect(activities.find((a) => a.seriesId === 'event-bonnemote')?.next.occurrenceId).toBe('bonnemote-2026-12-01');
  });

  // The build refuses these in its schema check (the Studio's validation, before any page is built;
  // the first check creates Sanity's workspace, slow on a busy machine).
  it('refuse a description that states a day or a time, naming document and field', async () => {
    expect(await refusal(edit('activity-bonnemote', (d) => ({ ...d, description: 'Vi ber sammen onsdag kveld.' })))).toMatch(
      /«activity-bonnemote», feltet «Beskrivelse» \(description\): nevner «onsdag»/,
    );
    expect(await refusal(edit('activity-barneklubb', (d) => ({ ...d, description: 'Vi starter kl. 17.' })))).toMatch(
      /«activity-barneklubb».*nevner «kl\. 17»/,
    );
  }, 120_000);

  it('refuse a series summary that states its own schedule', async () => {
    expect(await refusal(edit('event-ungdomsklubb', (d) => ({ ...d, summary: 'Fredagskveld for ungdom.' })))).toMatch(
      /«event-ungdomsklubb», feltet «Sammendrag» \(summary\): Sammendraget nevner «Fredagskveld»/,
    );
  }, 120_000);

  it('refuse an activity that points to a one-off event or shares a series', async () => {
    expect(
      await refusal(edit('activity-bonnemote', (d) => ({ ...d, series: { _type: 'reference', _ref: 'event-julekonsert-2026' } }))),
    ).toMatch(/«activity-bonnemote», feltet «Serie i programmet» \(series\): Velg et arrangement med «Gjentakelse»/);
    expect(await refusal(edit('activity-bibelgruppe', (d) => ({ ...d, series: { _type: 'reference', _ref: 'event-bonnemote' } })))).toMatch(
      /«activity-bibelgruppe», feltet «Serie i programmet» \(series\): Serien har allerede en aktivitet \(«activity-bonnemote»\)/,
    );
  }, 120_000);

  it('leave out a series that has ended', async () => {
    const { activities } = await activitiesOf(
      edit('event-bibelgruppe', (d) => ({ ...d, recurrence: { ...(d.recurrence as object), until: '2026-11-01' } })),
    );
    expect(activities.some((a) => a.seriesId === 'event-bibelgruppe')).toBe(false);
  });

  it('are grouped under their categories, Monday first', async () => {
    const { programme, activities } = await activitiesOf(dataset);
    const groups = groupActivities(activities, programme.categories);
    expect(groups.map((g) => [g.category.title, g.activities.map((a) => a.title)])).toEqual([
      ['Barn og unge', ['Barneklubben Solstrålen', 'Ungdomsklubben Fyrlyset']],
      ['Fellesskap', ['Formiddagstreff']],
      ['Møter', ['Bibelgruppe', 'Bønnemøte', 'Søndagsmøte']],
    ]);
  });
});
