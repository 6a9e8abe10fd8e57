/**
 * iCalendar files with ical-generator. Times are written in UTC ("Z"), so every calendar app
 * shows them right in its own zone; X-WR-TIMEZONE and a VTIMEZONE tell apps the programme's home
 * zone. Nothing depends on the build machine's zone or clock: DTSTAMP is the document's last edit.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { escape, ICalEventStatus } from 'ical-generator';
import { TIME_ZONE } from '../consts';
import { t } from '../i18n/nb';

/**
 * A meeting as a calendar event: src/content/programmeLinks.ts makes one of each occurrence (the
 * content layer uses lib/, never the other way), with what a calendar needs as text.
 */
export interface CalendarItem {
  title: string;
  summary: string;
  start: Date;
  end: Date;
  cancelled: boolean;
  cancellationReason?: string;
  /** The document's last edit: DTSTAMP. */
  updatedAt: Date;
  /** The occurrence's stable id: the UID's local part. */
  id: string;
  /** «Flyttet: …» for a meeting changed on its own: read before the summary. */
  notice?: string;
  location: string;
  url: string;
  category?: string;
}

export interface CalendarOptions {
  name: string;
  /** The house that publishes the feed: PRODID's company. */
  publisher: string;
  description?: string;
  /** Domain for the UIDs, e.g. "bedehuset.no": stable across builds. */
  uidDomain: string;
  /** Where the feed itself lives. */
  url?: string;
}

/**
 * RFC 5545 TEXT escaping: backslash, semicolon and comma get a backslash, and CR, LF and CRLF
 * become `\n`, so no content can end a line and start a property or a VEVENT of its own. It is the
 * very function ical-generator applies to SUMMARY, DESCRIPTION, LOCATION, CATEGORIES and X- values;
 * it writes UID, NAME, X-WR-CALNAME and X-WR-CALDESC raw, so those are passed through it here, once.
 */
const escapeText = (text: string): string => escape(text, false);

/**
 * SEQUENCE must grow whenever an occurrence changes, yet stay put across rebuilds of unchanged
 * content: twice the seconds from 2024 to the document's last edit, plus one when cancelled (an
 * edit always moves it forward, even one that lifts a cancellation). Fits 32 bits until 2058.
 */
const SEQUENCE_EPOCH = Date.UTC(2024, 0, 1);
const sequenceOf = (item: Pick<CalendarItem, 'updatedAt' | 'cancelled'>): number =>
  Math.max(0, 2 * Math.floor((item.updatedAt.getTime() - SEQUENCE_EPOCH) / 1000)) + (item.cancelled ? 1 : 0);

/** The reason for a cancellation or the change first, then the summary and the page: the .ics and the add links say the same. */
const eventDetails = (item: CalendarItem) => [item.cancellationReason, item.notice, item.summary, item.url].filter(Boolean).join('\n\n');

/** "Avlyst: Bønnemøte" for cancelled items: many apps do not show STATUS. */
const calendarTitle = (item: Pick<CalendarItem, 'title' | 'cancelled'>) =>
  item.cancelled ? t.program.cancelledTitle(item.title) : item.title;

export function buildCalendar(items: CalendarItem[], options: CalendarOptions): string {
  const calendar = ical({
    name: escapeText(options.name),
    prodId: { company: options.publisher, product: 'Program', language: 'NB' },
    ...(options.description ? { description: escapeText(options.description) } : {}),
    ...(options.url ? { url: options.url, source: options.url } : {}),
    // Subscribed calendars ask again after 12 hours.
    ttl: 12 * 60 * 60,
  });
  for (const item of items) {
    // ical-generator would silently swap the two; a zero or negative length is a bug upstream.
    if (item.end <= item.start) throw new Error(`Kalenderfil: «${item.id}» slutter ikke etter at den starter.`);
    calendar.createEvent({
      // UID is TEXT too, and ical-generator writes it raw.
      id: escapeText(`${item.id}@${options.uidDomain}`),
      start: item.start,
      end: item.end,
      stamp: item.updatedAt,
      sequence: sequenceOf(item),
      summary: calendarTitle(item),
      description: eventDetails(item),
      location: item.location,
      url: item.url,
      status: item.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(item.category ? { categories: [{ name: item.category }] } : {}),
    });
  }
  return withCalendarProperties(calendar.toString(), [`X-WR-TIMEZONE:${escapeText(TIME_ZONE)}`, ...homeZone()]);
}

/**
 * The programme's zone as a VTIMEZONE, from a library (the tz database's current rules). It also
 * keeps a feed with no events valid: RFC 5545 §3.6 wants at least one component. Not through
 * ical-generator's own `timezone` option: that would turn every event into TZID local times, which
 * a reader must resolve through this VTIMEZONE; UTC needs nothing.
 */
function homeZone(): string[] {
  const zone = getVtimezoneComponent(TIME_ZONE);
  if (!zone) throw new Error(`Kalenderfil: fant ingen VTIMEZONE for ${TIME_ZONE}.`);
  return zone.trim().split(/\r?\n/);
}

/**
 * ical-generator writes X- properties after the events; RFC 5545 puts calendar properties before
 * the first component, so they go in just there, the zone after them as the first component. It
 * also leaves out the CRLF after END:VCALENDAR.
 */
function withCalendarProperties(text: string, lines: string[]): string {
  const end = '\r\nEND:VCALENDAR';
  // Escaped text never starts a line, so the first "\r\nBEGIN:" after VCALENDAR is a component.
  const firstComponent = text.indexOf('\r\nBEGIN:', 'BEGIN:VCALENDAR'.length);
  const at = firstComponent === -1 ? text.lastIndexOf(end) : firstComponent;
  return `${text.slice(0, at)}${lines.map((line) => `\r\n${line}`).join('')}${text.slice(at)}\r\n`;
}

const compactUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google Calendar's "add event" template link. */
export function googleCalendarLink(item: CalendarItem): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: calendarTitle(item),
    dates: `${compactUtc(item.start)}/${compactUtc(item.end)}`,
    details: eventDetails(item),
    location: item.location,
    ctz: TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook's compose link: outlook.live.com for personal accounts, outlook.office.com for work/school. */
export function outlookCalendarLink(item: CalendarItem, host: 'outlook.live.com' | 'outlook.office.com' = 'outlook.live.com'): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: calendarTitle(item),
    startdt: item.start.toISOString(),
    enddt: item.end.toISOString(),
    body: eventDetails(item),
    location: item.location,
  });
  return `https://${host}/calendar/0/action/compose?${params}`;
}

/** Subscription links for a feed at an absolute https URL. */
export function subscriptionLinks(feedUrl: string): { https: string; webcal: string; google: string } {
  const webcal = feedUrl.replace(/^https?:/, 'webcal:');
  return { https: feedUrl, webcal, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}` };
}
