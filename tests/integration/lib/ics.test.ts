import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { describe, expect, it } from 'vitest';
import { buildCalendar, googleCalendarLink, outlookCalendarLink, subscriptionLinks, type CalendarItem } from '../../../src/lib/ics';

const item = (over: Partial<CalendarItem> = {}): CalendarItem => ({
  id: 'bonnemote-2026-12-01',
  title: 'Bønnemøte',
  summary: 'En stille time med bønn.',
  start: new Date('2026-12-01T18:30:00Z'), // 19.30 Oslo, winter
  end: new Date('2026-12-01T19:30:00Z'),
  cancelled: false,
  location: 'Sentrum bedehus, Kirkegata 10, 7013 Trondheim',
  url: 'https://www.sentrumbedehus.no/program/bonnemote-2026-12-01',
  updatedAt: new Date('2026-11-20T09:00:00Z'),
  ...over,
});
const summer = item({ id: 'bonnemote-2027-06-01', start: new Date('2027-06-01T17:30:00Z'), end: new Date('2027-06-01T18:30:00Z') });
const options = { name: 'Bedehuset', publisher: 'Fjellstua bedehus', uidDomain: 'bedehuset.no' };

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return { component, events: component.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

/** The Oslo wall-clock time of an ical.js time, by an independent route (Intl). */
const osloClock = (time: ICAL.Time) =>
  new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', hour: '2-digit', minute: '2-digit' }).format(time.toJSDate());

describe('buildCalendar', () => {
  it('passes ical.js and gives 19.30 Oslo time in winter and summer', () => {
    const { component, events } = parse(buildCalendar([item(), summer], options));
    expect(component.getFirstPropertyValue('x-wr-calname')).toBe('Bedehuset');
    expect(component.getFirstPropertyValue('prodid')).toBe('-//Fjellstua bedehus//Program//NB');
    expect(component.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Oslo');
    expect(events).toHaveLength(2);
    expect(events.map((e) => osloClock(e.startDate))).toEqual(['19:30', '19:30']);
    expect(events[0].startDate.toJSDate().toISOString()).toBe('2026-12-01T18:30:00.000Z');
    expect(events[1].startDate.toJSDate().toISOString()).toBe('2027-06-01T17:30:00.000Z');
    expect(events[0].startDate.zone?.tzid).toBe('UTC');
  });

  it('gives stable UIDs and the document stamp, not the clock', () => {
    const text = buildCalendar([item()], options);
    const { events } = parse(text);
    expect(events[0].uid).toBe('bonnemote-2026-12-01@bedehuset.no');
    expect(events[0].component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-20T09:00:00Z');
    expect(buildCalendar([item()], options)).toBe(text);
  });

  it('marks cancelled occurrences STATUS:CANCELLED and in the title', () => {
    const { events } = parse(buildCalendar([item({ cancelled: true, cancellationReason: 'Julekonsert' })], options));
    expect(events[0].component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(events[0].summary).toBe('Avlyst: Bønnemøte');
    expect(events[0].description).toContain('Julekonsert');
  });

  it('refuses an occurrence that does not end after it starts', () => {
    expect(() => buildCalendar([item({ end: item().start })], options)).toThrow(/slutter ikke etter at den starter/);
    expect(() => buildCalendar([item({ end: new Date('2026-12-01T18:00:00Z') })], options)).toThrow(/bonnemote-2026-12-01/);
  });

  it('puts every calendar property before the first event and ends with CRLF', () => {
    const text = buildCalendar([item(), summer], options);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    const lines = text.split('\r\n');
    const firstEvent = lines.indexOf('BEGIN:VEVENT');
    expect(lines.indexOf('X-WR-TIMEZONE:Europe/Oslo')).toBeGreaterThan(0);
    expect(lines.indexOf('X-WR-TIMEZONE:Europe/Oslo')).toBeLessThan(firstEvent);
    expect(lines.slice(lines.lastIndexOf('END:VEVENT') + 1)).toEqual(['END:VCALENDAR', '']);
    // The zone is the first component, after every calendar property.
    const firstComponent = lines.findIndex((line, i) => i > 0 && line.startsWith('BEGIN:'));
    expect(lines[firstComponent]).toBe('BEGIN:VTIMEZONE');
    for (const property of ['NAME:', 'X-WR-CALNAME:', 'REFRESH-INTERVAL;', 'X-PUBLISHED-TTL:', 'X-WR-TIMEZONE:']) {
      expect(
        lines.findIndex((line) => line.startsWith(property)),
        property,
      ).toBeLessThan(firstComponent);
    }
    expect(lines.lastIndexOf('END:VTIMEZONE')).toBe(firstEvent - 1);
  });

  it('gives a feed with no events one component, the VTIMEZONE of Europe/Oslo (RFC 5545 §3.6), read by two parsers', () => {
    const text = buildCalendar([], options);
    const { component, events } = parse(text);
    expect(events).toEqual([]);
    expect(component.getAllSubcomponents().map((c) => c.name)).toEqual(['vtimezone']);
    expect(component.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Oslo');
    expect(text.split('\r\n').slice(-3)).toEqual(['END:VTIMEZONE', 'END:VCALENDAR', '']);
    const second = Object.values(nodeIcal.sync.parseICS(text));
    expect(second.map((c) => c?.type)).toContain('VTIMEZONE');
    expect(second.filter((c) => c?.type === 'VEVENT')).toEqual([]);
  });

  it("the VTIMEZONE gives Oslo's clock on both sides of each change of summer time, as Intl does", () => {
    const vtimezone = parse(buildCalendar([item()], options)).component.getFirstSubcomponent('vtimezone')!;
    const zone = new ICAL.Timezone(vtimezone);
    // Noon the day before and the day of each change (ical.js reads offsets by wall time, so not the
    // changing hour itself), and two more in 2027: the rule recurs.
    const instants = [
      '2026-03-28T12:00:00Z',
      '2026-03-29T12:00:00Z',
      '2026-10-24T12:00:00Z',
      '2026-10-25T12:00:00Z',
      '2027-03-28T12:00:00Z',
      '2027-10-31T12:00:00Z',
    ];
    for (const iso of instants) {
      const utc = ICAL.Time.fromJSDate(new Date(iso), true);
      const local = utc.convertToZone(zone);
      const clock = `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
      expect(clock, iso).toBe(osloClock(utc));
    }
  });

  it('raises SEQUENCE when an occurrence is edited or cancelled, and keeps it for unchanged content', () => {
    const sequence = (over: Partial<CalendarItem>) => parse(buildCalendar([item(over)], options)).events[0].sequence;
    const before = sequence({});
    expect(sequence({})).toBe(before);
    expect(before).toBeGreaterThan(0);
    const later = new Date('2026-11-20T09:00:01Z');
    expect(sequence({ updatedAt: later })).toBeGreaterThan(before);
    expect(sequence({ cancelled: true })).toBeGreaterThan(before);
    const cancelledLater = sequence({ cancelled: true, updatedAt: later });
    expect(cancelledLater).toBeGreaterThan(sequence({ cancelled: true }));
    // Lifting the cancellation is an edit too: it must not step back.
    expect(sequence({ cancelled: false, updatedAt: new Date('2026-11-20T09:00:02Z') })).toBeGreaterThan(cancelledLater);
    expect(sequence({ updatedAt: new Date('2058-01-01T00:00:00Z') })).toBeLessThan(2 ** 31);
  });

  it('is byte-identical whatever the machine time zone', () => {
    const script = resolve(process.cwd(), 'tests/support/print-calendar.ts');
    const run = (TZ: string) =>
      execFileSync(resolve(process.cwd(), 'node_modules/.bin/tsx'), [script], { env: { ...process.env, TZ }, encoding: 'utf8' });
    const utc = run('UTC');
    const newYork = run('America/New_York');
    expect(utc).toContain('BEGIN:VCALENDAR');
    expect(utc).toContain('DTSTART:20261201T183000Z');
    expect(newYork).toBe(utc);
    // Two child processes that each load and check the bundled dataset: slow on a busy machine.
  }, 120_000);
});

describe('add and subscribe links', () => {
  it('builds Google and Outlook links with UTC times', () => {
    const google = new URL(googleCalendarLink(item()));
    expect(google.searchParams.get('dates')).toBe('20261201T183000Z/20261201T193000Z');
    expect(google.searchParams.get('text')).toBe('Bønnemøte');
    const outlook = new URL(outlookCalendarLink(item()));
    expect(outlook.host).toBe('outlook.live.com');
    expect(outlook.searchParams.get('startdt')).toBe('2026-12-01T18:30:00.000Z');
  });

  it('gives the cancellation reason in the Google and Outlook links, as in the .ics', () => {
    const cancelled = item({ cancelled: true, cancellationReason: 'Julekonsert i salen' });
    const details = 'Julekonsert i salen\n\nEn stille time med bønn.\n\nhttps://www.sentrumbedehus.no/program/bonnemote-2026-12-01';
    expect(new URL(googleCalendarLink(cancelled)).searchParams.get('details')).toBe(details);
    expect(new URL(googleCalendarLink(cancelled)).searchParams.get('text')).toBe('Avlyst: Bønnemøte');
    for (const host of ['outlook.live.com', 'outlook.office.com'] as const) {
      expect(new URL(outlookCalendarLink(cancelled, host)).searchParams.get('body')).toBe(details);
    }
    expect(parse(buildCalendar([cancelled], options)).events[0].description).toBe(details);
    expect(new URL(googleCalendarLink(item())).searchParams.get('details')).toBe(
      'En stille time med bønn.\n\nhttps://www.sentrumbedehus.no/program/bonnemote-2026-12-01',
    );
  });

  it('offers webcal, https and a Google cid link', () => {
    const links = subscriptionLinks('https://www.sentrumbedehus.no/kalender.ics');
    expect(links.webcal).toBe('webcal://www.sentrumbedehus.no/kalender.ics');
    expect(new URL(links.google).searchParams.get('cid')).toBe('webcal://www.sentrumbedehus.no/kalender.ics');
  });
});
