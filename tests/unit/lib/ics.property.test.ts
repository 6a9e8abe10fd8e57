/**
 * Whatever an editor types (line breaks, "BEGIN:VEVENT", separators, backslashes, any Unicode),
 * a feed must read back as the same events with the same text: no property or event can be injected.
 */
import fc from 'fast-check';
import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { buildCalendar, type CalendarItem } from '../../../src/lib/ics';

const NUM_RUNS = 300;
const NUM_RUNS_SECOND = 200;

// NAME (RFC 7986) and the X-WR- names are TEXT; ical.js does not know them and would read them raw.
for (const name of ['name', 'x-wr-calname', 'x-wr-caldesc']) ICAL.design.icalendar.property[name] = { defaultType: 'text' };

/** Pieces that break naive iCalendar writers, mixed with arbitrary code points. */
const hostileUnit = fc.oneof(
  fc.constantFrom(
    '\r',
    '\n',
    '\r\n',
    '\n ',
    'BEGIN:VEVENT',
    'END:VEVENT',
    'END:VCALENDAR',
    ';',
    ',',
    ':',
    '\\',
    '\\n',
    '\\,',
    '"',
    '\t',
    'æøå',
    '🙏',
    '\u2028',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }),
);
const text = fc.string({ unit: hostileUnit, minLength: 1, maxLength: 30 });
const text_ = text;
/** Line breaks are the one thing iCalendar cannot keep apart: CR, LF and CRLF all read back as LF. */
const asRead = (value: string) => value.replace(/\r\n|\r/g, '\n');

const itemArb = (index: number) =>
  fc
    .record({
      slug: text,
      title: text,
      summary: text,
      location: text,
      category: text,
      cancelled: fc.boolean(),
      reason: fc.option(text, { nil: undefined }),
    })
    .map((f): CalendarItem => ({
      id: `${index}-${f.slug}`,
      title: f.title,
      summary: f.summary,
      start: new Date(Date.UTC(2026, 11, 1 + index, 18, 30)),
      end: new Date(Date.UTC(2026, 11, 1 + index, 19, 30)),
      cancelled: f.cancelled,
      ...(f.cancelled && f.reason ? { cancellationReason: f.reason } : {}),
      location: f.location,
      url: `https://www.sentrumbedehus.no/program/hendelse-${index}`,
      updatedAt: new Date('2026-11-20T09:00:00Z'),
      category: f.category,
    }));
const itemsArb = fc.integer({ min: 1, max: 3 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => itemArb(i))));

describe('buildCalendar with hostile text', () => {
  it('reads back as exactly one VEVENT per occurrence, with the same text everywhere', () => {
    fc.assert(
      fc.property(itemsArb, text, text, (items, name, description) => {
        const feed = buildCalendar(items, { name, description, publisher: 'Bedehuset', uidDomain: 'bedehuset.no' });
        const calendar = new ICAL.Component(ICAL.parse(feed));
        expect(calendar.name).toBe('vcalendar');
        expect(calendar.getFirstPropertyValue('name')).toBe(asRead(name));
        expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(asRead(name));
        expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toBe(asRead(description));
        expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Oslo');
        const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
        expect(events.map((e) => e.uid)).toEqual(items.map((i) => asRead(`${i.id}@bedehuset.no`)));
        events.forEach((event, i) => {
          const item = items[i];
          expect(event.summary).toBe(asRead(item.cancelled ? `Avlyst: ${item.title}` : item.title));
          expect(event.description).toBe(asRead([item.cancellationReason, item.summary, item.url].filter(Boolean).join('\n\n')));
          expect(event.location).toBe(asRead(item.location));
          expect(event.component.getFirstProperty('categories')?.getValues()).toEqual([asRead(item.category!)]);
          expect(event.component.getAllSubcomponents()).toEqual([]);
        });
      }),
      { numRuns: NUM_RUNS },
    );
    console.log(`ics: hostile text round trip, numRuns=${NUM_RUNS}`);
  });

  it('a second parser (node-ical) also reads exactly one VEVENT per occurrence, at its own time: nothing injected', () => {
    // node-ical unescapes TEXT differently from RFC 5545 (e.g. keeps «\\n»), so only the structure is compared here.
    fc.assert(
      fc.property(itemsArb, text_, (items, name) => {
        const parsed = Object.values(
          nodeIcal.sync.parseICS(buildCalendar(items, { name, publisher: 'Bedehuset', uidDomain: 'bedehuset.no' })),
        );
        const events = parsed.filter((c): c is VEvent => c?.type === 'VEVENT');
        expect(events).toHaveLength(items.length);
        expect(events.map((e) => new Date(e.start).toISOString()).sort()).toEqual(items.map((i) => i.start.toISOString()).sort());
        expect(events.map((e) => new Date(e.end as Date).toISOString()).sort()).toEqual(items.map((i) => i.end.toISOString()).sort());
      }),
      { numRuns: NUM_RUNS_SECOND },
    );
    console.log(`ics: node-ical round trip, numRuns=${NUM_RUNS_SECOND}`);
  });
});
