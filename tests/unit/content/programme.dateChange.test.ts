/**
 * One meeting of a series changed in the Studio («Endre én dato»): every consumer of the programme
 * gets the changed meeting from buildProgramme, and the calendar keeps its UID with a higher SEQUENCE.
 */
import { describe, expect, it } from 'vitest';
import { buildProgramme } from '../../../src/content/programme';
import { groqJsFetcher, loadBundledDataset, type SanityDocument } from '../../../src/content/sources';
import { toCalendarItem } from '../../../src/content/programmeLinks';
import { buildCalendar, googleCalendarLink, outlookCalendarLink } from '../../../src/lib/ics';
import { eventJsonLd } from '../../../src/lib/eventJsonLd';
import { eventShareCard } from '../../../src/features/share-image/shareCards';
import { changeLabel, rescheduledFrom } from '../../../src/content/programmeChanges';

const now = new Date('2026-11-23T12:00:00Z');
const dataset = loadBundledDataset();
const OCCURRENCE = 'bonnemote-2026-12-08';
const change = {
  _key: 'endret-2026-12-08',
  _type: 'dateChange',
  date: '2026-12-08',
  start: '2026-12-08T17:00:00.000Z', // 18.00 Oslo
  end: '2026-12-08T18:30:00.000Z', // 19.30
  room: 'Lillesalen',
  note: 'Tidligere og i Lillesalen på grunn av julebordet',
};

function withChange(changes: object[], updatedAt = '2026-11-25T10:00:00Z'): SanityDocument[] {
  return dataset.map<SanityDocument>((d) =>
    d._id === 'event-bonnemote' ? { ...d, _updatedAt: updatedAt, recurrence: { ...(d.recurrence as object), changes } } : d,
  );
}

const vevent = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('BEGIN:VEVENT')
    .find((e) => e.includes(`UID:${OCCURRENCE}@`))!;

describe('a changed meeting in the programme', () => {
  it('has its new time and room under its old address, marked «Flyttet» with the note', async () => {
    const { upcoming } = await buildProgramme(groqJsFetcher(withChange([change])), now);
    const o = upcoming.find((x) => x.occurrenceId === OCCURRENCE)!;
    expect(o.start.toISOString()).toBe('2026-12-08T17:00:00.000Z');
    expect(o.end.toISOString()).toBe('2026-12-08T18:30:00.000Z');
    expect(o.place.room).toBe('Lillesalen');
    expect(changeLabel(o)).toBe('Flyttet');
    expect(o.change).toMatchObject({ note: change.note, regularStart: new Date('2026-12-08T18:30:00.000Z') });
    // It keeps the regular room of the series for every other meeting.
    expect(upcoming.find((x) => x.occurrenceId === 'bonnemote-2026-12-01')!.place.room).toBe('Bønnerommet, 2. etasje');
  });

  it('is «Endret» when only the room changes', async () => {
    const { upcoming } = await buildProgramme(groqJsFetcher(withChange([{ ...change, start: undefined, end: undefined }])), now);
    expect(changeLabel(upcoming.find((x) => x.occurrenceId === OCCURRENCE)!)).toBe('Endret');
  });

  it('writes the new time into the .ics with the same UID and a higher SEQUENCE, the note first; the add links and JSON-LD agree', async () => {
    const before = (await buildProgramme(groqJsFetcher(dataset), now)).upcoming.find((x) => x.occurrenceId === OCCURRENCE)!;
    const after = (await buildProgramme(groqJsFetcher(withChange([change])), now)).upcoming.find((x) => x.occurrenceId === OCCURRENCE)!;
    const options = { name: 'Program', publisher: 'Bedehuset', uidDomain: 'bedehuset.no' };
    const [old, moved] = [
      vevent(buildCalendar([toCalendarItem(before)], options)),
      vevent(buildCalendar([toCalendarItem(after)], options)),
    ];
    expect(moved).toContain('DTSTART:20261208T170000Z');
    expect(moved).toContain('DTEND:20261208T183000Z');
    expect(moved).toContain('Lillesalen');
    expect(moved).toMatch(/DESCRIPTION:Flyttet: Tidligere og i Lillesalen/);
    const sequence = (e: string) => Number(/SEQUENCE:(\d+)/.exec(e)![1]);
    expect(sequence(moved)).toBeGreaterThan(sequence(old));
    const item = toCalendarItem(after);
    expect(new URL(googleCalendarLink(item)).searchParams.get('dates')).toBe('20261208T170000Z/20261208T183000Z');
    expect(new URL(googleCalendarLink(item)).searchParams.get('details')).toMatch(/^Flyttet: Tidligere/);
    expect(new URL(outlookCalendarLink(item)).searchParams.get('startdt')).toBe('2026-12-08T17:00:00.000Z');
    const { title, summary, start, end, cancelled, place } = after;
    const jsonLd = eventJsonLd({
      title,
      summary,
      start,
      end,
      cancelled,
      place,
      previousStart: rescheduledFrom(after),
      url: 'https://x/',
      organiser: { name: 'x', url: 'https://x/' },
    });
    expect(jsonLd).toMatchObject({
      startDate: '2026-12-08T18:00:00+01:00',
      eventStatus: 'https://schema.org/EventRescheduled',
      previousStartDate: '2026-12-08T19:30:00+01:00',
    });
    expect(eventShareCard(after, 'Sentrum bedehus').text).toMatchObject({
      flag: 'Flyttet',
      details: ['tirsdag 8. desember kl. 18.00–19.30', 'Sentrum bedehus, Lillesalen'],
    });
  });

  it('refuses a change for a date the series has no meeting on, naming document and field', async () => {
    await expect(buildProgramme(groqJsFetcher(withChange([{ ...change, date: '2026-12-09' }])), now)).rejects.toThrow(
      /event-bonnemote.*«recurrence\.changes».*ikke møte/,
    );
  });
});
