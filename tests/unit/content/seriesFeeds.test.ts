import { describe, expect, it } from 'vitest';
import { buildProgramme } from '../../../src/content/programme';
import { toCalendarItem, uidDomain } from '../../../src/content/programmeLinks';
import { seriesFeeds, seriesSubscription } from '../../../src/content/seriesFeeds';
import { groqJsFetcher, loadBundledDataset } from '../../../src/content/sources';
import { buildCalendar } from '../../../src/lib/ics';
import { SITE_URL } from '../../../model/site';

const now = new Date('2026-11-23T12:00:00Z');
const dataset = loadBundledDataset();
const uids = (ics: string) => [...ics.matchAll(/^UID:(.+)\r$/gm)].map((m) => m[1]).sort();
const feed = (items: Parameters<typeof buildCalendar>[0]) => buildCalendar(items, { name: 'x', publisher: 'x', uidDomain: uidDomain() });

describe('a calendar per meeting series', () => {
  it('gives every recurring event document one feed, and a one-off none', async () => {
    const { all } = await buildProgramme(groqJsFetcher(dataset), now);
    const feeds = seriesFeeds(all);
    const seriesIds = new Set(all.filter((o) => o.isSeries).map((o) => o.documentId));
    expect(feeds.map((f) => f.documentId).sort()).toEqual([...seriesIds].sort());
    expect(feeds.length).toBeGreaterThanOrEqual(3);
    const prayer = feeds.find((f) => f.eventSlug === 'bonnemote')!;
    expect(prayer.title).toBe('Bønnemøte');
    expect(prayer.occurrences.every((o) => o.documentId === prayer.documentId)).toBe(true);
    expect(seriesSubscription(prayer.occurrences[0])).toEqual({
      https: `${SITE_URL}/kalender/serie/bonnemote.ics`,
      webcal: `${SITE_URL.replace(/^https?:/, 'webcal:')}/kalender/serie/bonnemote.ics`,
      google: expect.stringContaining(encodeURIComponent('/kalender/serie/bonnemote.ics')),
    });
    expect(seriesSubscription(all.find((o) => !o.isSeries)!)).toBeNull();
  });

  it('holds the same UIDs as the full and the category feed for those meetings', async () => {
    const { all } = await buildProgramme(groqJsFetcher(dataset), now);
    const prayer = seriesFeeds(all).find((f) => f.eventSlug === 'bonnemote')!;
    const own = uids(feed(prayer.occurrences.map(toCalendarItem)));
    const whole = uids(feed(all.map(toCalendarItem)));
    const category = uids(feed(all.filter((o) => o.category.documentId === prayer.occurrences[0].category.documentId).map(toCalendarItem)));
    expect(own.length).toBe(prayer.occurrences.length);
    expect(own.length).toBeGreaterThan(10);
    expect(whole).toEqual(expect.arrayContaining(own));
    expect(category).toEqual(expect.arrayContaining(own));
    expect(own).toContain(`bonnemote-2026-12-01@${uidDomain()}`);
  });
});
