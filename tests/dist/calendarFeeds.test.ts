/**
 * Runs after the build: every .ics the site serves (the whole programme, each category, each series,
 * each occurrence) is a valid iCalendar object for two parsers, with at least one component (RFC 5545
 * §3.6), so a category or series with nothing on is a valid, empty feed too: the VTIMEZONE of the
 * zone that X-WR-TIMEZONE names comes first, then the events.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { describe, expect, it } from 'vitest';

const feeds = existsSync('dist')
  ? readdirSync('dist', { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ics'))
      .sort()
  : [];

describe('the built .ics files', () => {
  it('are there: the whole programme, categories, series and occurrences', () => {
    expect(existsSync('dist/kalender.ics'), 'dist/ mangler: kjør npm run build først').toBe(true);
    expect(feeds).toContain('kalender.ics');
    expect(feeds.some((path) => path.startsWith('kalender/serie/'))).toBe(true);
    expect(feeds.some((path) => path.startsWith('calendar/'))).toBe(true);
  });

  it.each(feeds)('%s: parses, one VCALENDAR with a VTIMEZONE for its own zone first', (path) => {
    const text = readFileSync(join('dist', path), 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.name).toBe('vcalendar');
    const components = calendar.getAllSubcomponents();
    expect(components.length).toBeGreaterThanOrEqual(1);
    expect(components[0].name).toBe('vtimezone');
    expect(components[0].getFirstPropertyValue('tzid')).toBe(calendar.getFirstPropertyValue('x-wr-timezone'));
    expect(components.slice(1).every((c) => c.name === 'vevent')).toBe(true);
    const second = Object.values(nodeIcal.sync.parseICS(text));
    expect(second.filter((c) => c?.type === 'VEVENT')).toHaveLength(components.length - 1);
  });
});
