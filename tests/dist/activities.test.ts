/**
 * Runs after the build: /aktiviteter says what /program says. Each activity links to the next
 * occurrence of its series; the name, weekday, clock times and place it shows are that event page's
 * (its schema.org data and its text), /program lists that occurrence, and the editors' descriptions
 * state no schedule of their own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { scheduleWordsProblem } from '../../model/scheduleWords';

const WEEKDAYS = ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'];
const page = (path: string): HTMLElement => parse(readFileSync(`dist${path}/index.html`, 'utf8'));
const text = (element: HTMLElement | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** "2026-11-24T18:30:00+01:00" (Oslo offset, as the pages write it) → weekday and "18.30" in Oslo. */
const osloWeekday = (iso: string) => new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', weekday: 'long' }).format(new Date(iso));
const wallClock = (iso: string) => iso.slice(11, 16).replace(':', '.');

interface EventData { name: string; startDate: string; endDate: string; location: { name: string } }

describe('/aktiviteter against /program', () => {
  expect(existsSync('dist/aktiviteter/index.html'), 'dist/ mangler: kjør npm run build først').toBe(true);
  const activities = page('/aktiviteter').querySelectorAll('.activity');
  const programme = page('/program');

  it('lists the regular activities, stating no schedule outside the lines taken from the programme', () => {
    expect(activities.length).toBeGreaterThanOrEqual(4);
    const article = page('/aktiviteter').querySelector('main article');
    article?.querySelectorAll('dl').forEach((dl) => dl.remove());
    expect(scheduleWordsProblem(text(article)), '/aktiviteter utenom «Når»/«Neste gang»').toBeNull();
  });

  it.each(activities.map((a) => [text(a.querySelector('h3')), a] as const))('%s: name, day, time and place are the series\'', (name, activity) => {
    const href = activity.querySelector('h3 a')?.getAttribute('href') ?? '';
    expect(href, `${name}: lenker ikke til et arrangement`).toMatch(/^\/program\/[a-z0-9-]+$/);
    const event = page(href);
    const data = JSON.parse(event.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as EventData;
    expect(name, `${href}: navnet`).toBe(data.name);

    const when = text(activity.querySelector('.activity-when'));
    const weekday = osloWeekday(data.startDate);
    expect(when, `${name}: ukedagen (programmet: ${weekday})`).toContain(weekday);
    expect(WEEKDAYS.filter((d) => d !== weekday && when.includes(d)), `${name}: andre ukedager i «${when}»`).toEqual([]);
    expect(when, `${name}: klokkeslettet`).toContain(`kl. ${wallClock(data.startDate)}–${wallClock(data.endDate)}`);

    const where = text(activity.querySelector('.activity-where'));
    expect(where, `${name}: stedet`).toContain(data.location.name);
    expect(text(event.querySelector('main')), `${href} nevner ikke stedet «${where}»`).toContain(where);

    const listed = programme.querySelectorAll(`a[href="${href}"]`).map(text);
    expect(listed.some((label) => label.includes(name)), `/program lister ikke ${href} («${name}»)`).toBe(true);

    const description = text(activity.querySelector('p'));
    expect(scheduleWordsProblem(description), `${name}: beskrivelsen`).toBeNull();
  });
});
