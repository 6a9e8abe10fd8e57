/**
 * Runs after the build: /aktiviteter says what /program says. Each activity links to the next
 * occurrence of its series; the name, weekday, clock times and place it shows are that event page's
 * (its schema.org data and its text), /program lists that occurrence, and no text on the page
 * states a schedule of its own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scheduleWordsProblem } from '../../model/scheduleWords';

const WEEKDAYS = ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'];
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&nbsp;': ' ' };
const html = (path: string) => readFileSync(`dist${path}/index.html`, 'utf8');
/** The visible text of some markup, whitespace collapsed; soft hyphens (titles are hyphenated) are invisible. */
const text = (markup = '') =>
  markup.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' ').replace(/&[#\w]+;/g, (e) => ENTITIES[e] ?? e)
    .replace(/\u00ad|&shy;/gi, '').replace(/\s+/g, ' ').trim();
/** The inner markup of the first element with this class inside `markup`. */
const byClass = (markup: string, name: string) => new RegExp(`class="[^"]*\\b${name}\\b[^"]*"[^>]*>([\\s\\S]*?)</(?:dd|p|span|div)>`).exec(markup)?.[1];
/** "2026-11-24T18:30:00+01:00" (Oslo offset, as the pages write it) → weekday and "18.30" in Oslo. */
const osloWeekday = (iso: string) => new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', weekday: 'long' }).format(new Date(iso));
const wallClock = (iso: string) => iso.slice(11, 16).replace(':', '.');

interface EventData { name: string; startDate: string; endDate: string; location: { name: string } }

describe('/aktiviteter against /program', () => {
  expect(existsSync('dist/aktiviteter/index.html'), 'dist/ mangler: kjør npm run build først').toBe(true);
  const page = html('/aktiviteter');
  const activities = [...page.matchAll(/<li class="activity"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]);
  const programme = html('/program');

  it('lists the regular activities, stating no schedule outside the lines taken from the programme', () => {
    expect(activities.length).toBeGreaterThanOrEqual(4);
    const article = /<article[\s\S]*<\/article>/.exec(page)?.[0] ?? '';
    expect(scheduleWordsProblem(text(article.replace(/<dl>[\s\S]*?<\/dl>/g, ''))), '/aktiviteter utenom «Når» og «Neste gang»').toBeNull();
  });

  it.each(activities.map((a) => [text(/<h3>([\s\S]*?)<\/h3>/.exec(a)?.[1]), a] as const))("%s: name, day, time and place are the series'", (name, activity) => {
    const href = /<h3><a href="([^"]+)"/.exec(activity)?.[1] ?? '';
    expect(href, `${name}: lenker ikke til et arrangement`).toMatch(/^\/program\/[a-z0-9-]+$/);
    const event = html(href);
    const data = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(event)?.[1] ?? '{}') as EventData;
    expect(name, `${href}: navnet`).toBe(data.name);

    const when = text(byClass(activity, 'activity-when'));
    const weekday = osloWeekday(data.startDate);
    expect(when, `${name}: ukedagen (programmet: ${weekday})`).toContain(weekday);
    expect(WEEKDAYS.filter((d) => d !== weekday && when.includes(d)), `${name}: andre ukedager i «${when}»`).toEqual([]);
    expect(when, `${name}: klokkeslettet`).toContain(`kl. ${wallClock(data.startDate)}–${wallClock(data.endDate)}`);

    const where = text(byClass(activity, 'activity-where'));
    expect(where, `${name}: stedet`).toContain(data.location.name);
    expect(text(/<main[\s\S]*<\/main>/.exec(event)?.[0]), `${href} nevner ikke stedet «${where}»`).toContain(where);

    // «Neste gang»: the linked occurrence first, then spare dates of the same weekday and time for a
    // build that is days old (the visitor's clock hides those that are over).
    const coming = [...(/class="activity-next"[^>]*>([\s\S]*?)<\/dd>/.exec(activity)?.[1] ?? '').matchAll(/<time datetime="([^"]+)" data-ends="[^"]+"( hidden)?>/g)];
    expect(coming[0]?.[1], `${name}: «Neste gang»`).toBe(data.startDate);
    expect(coming[0]?.[2], `${name}: den første datoen vises`).toBeUndefined();
    expect(coming.length, `${name}: reservedatoer`).toBeGreaterThanOrEqual(2);
    for (const [, iso] of coming) expect(`${osloWeekday(iso)} ${wallClock(iso)}`, `${name}: ${iso}`).toBe(`${weekday} ${wallClock(data.startDate)}`);

    const listed = [...programme.matchAll(new RegExp(`<a [^>]*href="${href}"[^>]*>([\\s\\S]*?)</a>`, 'g'))].map((m) => text(m[1]));
    expect(listed.some((label) => label.includes(name)), `/program lister ikke ${href} («${name}»)`).toBe(true);
  });
});
