import { describe, expect, it } from 'vitest';
import { buildProgramme, laterInSeries } from '../../../src/content/programme';
import { groqJsFetcher, loadBundledDataset, type SanityDocument } from '../../../src/content/sources';

const now = new Date('2026-11-23T12:00:00Z');
const dataset = loadBundledDataset();

describe('programme from the bundled dataset', () => {
  it('has endless series and one-off events for at least the next 12 months, with a cancelled and a multi-day event', async () => {
    const programme = await buildProgramme(groqJsFetcher(dataset), now);
    expect(programme.categories.length).toBeGreaterThanOrEqual(4);
    const last = programme.upcoming.at(-1)!;
    expect(last.start.getTime() - now.getTime()).toBeGreaterThan(365 * 86_400_000);
    expect(programme.upcoming.some((o) => o.cancelled)).toBe(true);
    expect(programme.upcoming.some((o) => o.end.getTime() - o.start.getTime() > 86_400_000)).toBe(true);
    expect(programme.archive.length).toBeGreaterThan(0);
    expect(programme.upcoming.every((o) => o.end > now)).toBe(true);
    const prayer = programme.upcoming.find((o) => o.occurrenceId === 'bonnemote-2026-12-01')!;
    expect(prayer.title).toBe('Bønnemøte');
    expect(prayer.start.toISOString()).toBe('2026-12-01T18:30:00.000Z');
    expect(programme.upcoming.find((o) => o.occurrenceId === 'bonnemote-2026-12-15')?.cancelled).toBe(true);
    expect(programme.upcoming.find((o) => o.occurrenceId === 'bonnemote-2026-12-22')).toBeUndefined(); // exception
  });

  it('refuses a broken event document, naming the document and the field', async () => {
    const broken = dataset.map<SanityDocument>((d) => (d._id === 'event-arsmote-2027' ? { ...d, end: '2027-03-14T10:00:00Z' } : d));
    await expect(buildProgramme(groqJsFetcher(broken), now)).rejects.toThrow(/event-arsmote-2027.*«end».*etter start/);
    const noCategory = dataset.map<SanityDocument>((d) =>
      d._id === 'event-bonnemote' ? { ...d, category: { _type: 'reference', _ref: 'category-finnes-ikke' } } : d,
    );
    await expect(buildProgramme(groqJsFetcher(noCategory), now)).rejects.toThrow(/event-bonnemote.*«category»/);
  });
});

describe('later dates of a series', () => {
  it('lists, from the page of a past date, only dates that have not ended by the build clock', async () => {
    const programme = await buildProgramme(groqJsFetcher(dataset), now);
    const past = programme.all.find((o) => o.occurrenceId === 'bonnemote-2026-09-01')!;
    const later = laterInSeries(programme.all, past, 4, now);
    expect(later.map((o) => o.occurrenceId)).toEqual([
      'bonnemote-2026-11-24',
      'bonnemote-2026-12-01',
      'bonnemote-2026-12-08',
      'bonnemote-2026-12-15',
    ]);
    const next = laterInSeries(programme.all, later[0], 2, now);
    expect(next.map((o) => o.occurrenceId)).toEqual(['bonnemote-2026-12-01', 'bonnemote-2026-12-08']);
  });
});

describe('reserved addresses', () => {
  it('refuses an event whose slug would hide /program/arkiv', async () => {
    const clash = dataset.map<SanityDocument>((d) =>
      d._id === 'event-arsmote-2027' ? { ...d, slug: { _type: 'slug', current: 'arkiv' } } : d,
    );
    await expect(buildProgramme(groqJsFetcher(clash), now)).rejects.toThrow(/event-arsmote-2027.*«slug».*reservert/);
  });

  it('refuses every slug outside the rule from any source, naming document and field (the hosted-content path)', async () => {
    const series = dataset.find((d) => d._id === 'event-bonnemote')!;
    for (const current of ['x?y=1', 'x#frag', '../..', 'a/b', 'evil cat/../x', 'a'.repeat(195)]) {
      const broken = dataset.map<SanityDocument>((d) => (d._id === series._id ? { ...d, slug: { _type: 'slug', current } } : d));
      await expect(buildProgramme(groqJsFetcher(broken), now), current).rejects.toThrow(
        /dokumentet «event-bonnemote», feltet «slug»: Adressen/,
      );
    }
    const category = dataset.map<SanityDocument>((d) =>
      d._id === 'category-moter' ? { ...d, slug: { _type: 'slug', current: 'møter' } } : d,
    );
    await expect(buildProgramme(groqJsFetcher(category), now)).rejects.toThrow(
      /dokumentet «category-moter», feltet «slug»: Adressen «møter»/,
    );
  });

  it('refuses two events with the same address', async () => {
    const twin = { ...dataset.find((d) => d._id === 'event-arsmote-2027')!, _id: 'event-arsmote-kopi' };
    await expect(buildProgramme(groqJsFetcher([...dataset, twin]), now)).rejects.toThrow(/«slug».*arsmote-2027.*flere/);
  });
});

describe('place', () => {
  it("defaults to the house as the building document describes it, keeping the event's room", async () => {
    const moved = dataset.map<SanityDocument>((d) => (d._id === 'location' ? { ...d, streetAddress: 'Storgata 1' } : d));
    const programme = await buildProgramme(groqJsFetcher(moved), now);
    const prayer = programme.upcoming.find((o) => o.title === 'Bønnemøte')!;
    expect(prayer.place).toMatchObject({
      name: 'Sentrum bedehus',
      room: 'Bønnerommet, 2. etasje',
      streetAddress: 'Storgata 1',
      country: 'NO',
    });
    expect(prayer.place.geo).toEqual({ lat: 63.4305, lng: 10.3951 });
  });
});
