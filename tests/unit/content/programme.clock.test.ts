/**
 * The programme built as of many dates: what is upcoming, archived and expanded follows the build's
 * clock and nothing else, on both sides of the daylight-saving changes (last Sunday of March and of
 * October in Oslo).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_DAYS, SERIES_HORIZON_DAYS } from '../../../src/consts';
import { buildProgramme, hasEnded, type Programme } from '../../../src/content/programme';
import { groqJsFetcher, loadBundledDataset } from '../../../src/content/sources';
import { osloWallClock } from '../../../model/osloTime';

const DAY = 86_400_000;
const fetcher = groqJsFetcher(loadBundledDataset());
const at = (iso: string) => buildProgramme(fetcher, new Date(iso));
const osloTime = (d: Date) => {
  const w = osloWallClock(d);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

const DATES = [
  '2026-10-25T00:30:00Z', // 02.30 summer time, half an hour before the clocks go back
  '2026-10-25T01:30:00Z', // 02.30 winter time, half an hour after
  '2026-11-23T11:00:00Z',
  '2027-03-01T11:00:00Z',
  '2027-03-28T00:30:00Z', // 01.30 winter time, half an hour before the clocks go forward
  '2027-03-28T01:30:00Z', // 03.30 summer time, half an hour after
  '2027-08-01T10:00:00Z',
  '2027-10-31T00:30:00Z',
  '2027-10-31T01:30:00Z',
  '2028-03-26T01:30:00Z',
];

describe.each(DATES)('the programme built as of %s', (iso) => {
  const now = new Date(iso);
  let programme: Programme;
  beforeAll(async () => {
    programme = await at(iso);
  });

  it('splits every occurrence by its end: upcoming (earliest first) and archive (latest first)', () => {
    expect(programme.builtAt).toEqual(now);
    expect(programme.upcoming.every((o) => o.end > now && !hasEnded(o, now))).toBe(true);
    expect(programme.archive.every((o) => o.end <= now && hasEnded(o, now))).toBe(true);
    expect(programme.upcoming.length + programme.archive.length).toBe(programme.all.length);
    const starts = programme.upcoming.map((o) => o.start.getTime());
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const archived = programme.archive.map((o) => o.start.getTime());
    expect([...archived].sort((a, b) => b - a)).toEqual(archived);
  });

  it('keeps a year of archive and expands series half a year ahead', () => {
    expect(programme.all.every((o) => o.end.getTime() > now.getTime() - ARCHIVE_DAYS * DAY)).toBe(true);
    const series = programme.all.filter((o) => o.isSeries);
    expect(series.every((o) => o.start.getTime() < now.getTime() + SERIES_HORIZON_DAYS * DAY)).toBe(true);
    // Weekly meetings without an end reach (within a week) the horizon.
    const lastPrayer = series.filter((o) => o.eventSlug === 'bonnemote').at(-1)!;
    expect(now.getTime() + SERIES_HORIZON_DAYS * DAY - lastPrayer.start.getTime()).toBeLessThan(7 * DAY);
  });

  it('keeps meetings at their Oslo wall-clock time in summer and winter alike', () => {
    const prayer = programme.all.filter((o) => o.eventSlug === 'bonnemote');
    expect(new Set(prayer.map((o) => `${osloTime(o.start)}–${osloTime(o.end)}`))).toEqual(new Set(['19:30–20:30']));
    const sunday = programme.all.filter((o) => o.eventSlug === 'sondagsmote');
    expect(new Set(sunday.map((o) => osloTime(o.start)))).toEqual(new Set(['11:00']));
    // Both offsets occur within the window: the series crosses a DST change at every date.
    expect(new Set(prayer.map((o) => o.start.getUTCHours()))).toEqual(new Set([17, 18]));
  });
});

describe('an occurrence is the same whatever the build date', () => {
  it('keeps its address, time and cancellation from one build to the next', async () => {
    const builds = await Promise.all(DATES.map(at));
    const seen = new Map<string, string>();
    for (const programme of builds) {
      for (const o of programme.all) {
        const fact = `${o.start.toISOString()} ${o.end.toISOString()} ${o.cancelled}`;
        expect(seen.get(o.occurrenceId) ?? fact, o.occurrenceId).toBe(fact);
        seen.set(o.occurrenceId, fact);
      }
    }
  });

  it('holds the Sunday meeting on the days the clocks change at 11.00 local time', async () => {
    const spring = (await at('2027-03-28T01:30:00Z')).all.find((o) => o.occurrenceId === 'sondagsmote-2027-03-28')!;
    expect(spring.start.toISOString()).toBe('2027-03-28T09:00:00.000Z');
    const autumn = (await at('2027-10-31T01:30:00Z')).all.find((o) => o.occurrenceId === 'sondagsmote-2027-10-31')!;
    expect(autumn.start.toISOString()).toBe('2027-10-31T10:00:00.000Z');
  });

  it('is upcoming until the minute it ends, archived from then on', async () => {
    const ends = new Date('2027-03-28T10:30:00Z'); // the Sunday meeting on the spring change day
    expect((await at('2027-03-28T10:29:59Z')).upcoming[0].occurrenceId).toBe('sondagsmote-2027-03-28');
    expect((await at(ends.toISOString())).archive[0].occurrenceId).toBe('sondagsmote-2027-03-28');
  });
});
