import { describe, expect, it } from 'vitest';
import { buildActivities, groupActivities } from '../../../src/content/activities';
import { buildProgramme } from '../../../src/content/programme';
import { groqJsFetcher, loadBundledDataset, type SanityDocument } from '../../../src/content/sources';

const now = new Date('2026-11-23T12:00:00+01:00');
const dataset = loadBundledDataset();

/** The activities of a dataset, built the way the page builds them. */
async function activitiesOf(documents: SanityDocument[]) {
  const fetch = groqJsFetcher(documents);
  const programme = await buildProgramme(fetch, now);
  return { programme, activities: await buildActivities(fetch, programme) };
}

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

  it('refuse a description that states a day or a time, naming document and field', async () => {
    await expect(activitiesOf(edit('activity-bonnemote', (d) => ({ ...d, description: 'Vi ber sammen onsdag kveld.' })))).rejects.toThrow(
      /«activity-bonnemote», feltet «description»: nevner «onsdag»/,
    );
    await expect(activitiesOf(edit('activity-barneklubb', (d) => ({ ...d, description: 'Vi starter kl. 17.' })))).rejects.toThrow(
      /«activity-barneklubb».*nevner «kl\. 17»/,
    );
  });

  it('refuse a series summary that states its own schedule', async () => {
    await expect(activitiesOf(edit('event-ungdomsklubb', (d) => ({ ...d, summary: 'Fredagskveld for ungdom.' })))).rejects.toThrow(
      /«event-ungdomsklubb», feltet «summary»: nevner «Fredagskveld»/,
    );
  });

  it('refuse an activity that points to a one-off event or shares a series', async () => {
    await expect(
      activitiesOf(edit('activity-bonnemote', (d) => ({ ...d, series: { _type: 'reference', _ref: 'event-julekonsert-2026' } }))),
    ).rejects.toThrow(/«activity-bonnemote», feltet «series»: «event-julekonsert-2026» er ikke en serie/);
    await expect(
      activitiesOf(edit('activity-bibelgruppe', (d) => ({ ...d, series: { _type: 'reference', _ref: 'event-bonnemote' } }))),
    ).rejects.toThrow(/feltet «series»: serien «event-bonnemote» har allerede aktiviteten/);
  });

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
