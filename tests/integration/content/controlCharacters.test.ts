/**
 * Control characters (NUL, ESC, vertical tab, C1) and bidi overrides typed or pasted into content
 * reach no output: the page text, the calendar files, the event's JSON-LD and the share images'
 * text all come from the content source cleaned once (src/content/cleanText.ts via loader.ts).
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// NUL, ESC, vertical tab, form feed, CR, DEL, C1 NEL and CSI, right-to-left override and isolate,
// line and paragraph separators, byte order mark.
const DIRT = '\u0000\u001b[31m\u000b\u000c\r\u007f\u0085\u009b\u202e\u2067\u2028\u2029\ufeff';
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/u;
const EVENT = 'event-adventskonsert-2026';

const dir = mkdtempSync(join(tmpdir(), 'control-characters-'));
let modules: {
  pages: typeof import('../../../src/content/pages');
  programme: typeof import('../../../src/content/programme');
  loader: typeof import('../../../src/content/loader');
};

beforeAll(async () => {
  const dirty = readFileSync('studio/dataset/production.ndjson', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .map((d) => {
      if (d._id === EVENT) return { ...d, title: `Advents${DIRT}konsert`, summary: `Fri${DIRT} inngang.`, organiser: `Kor${DIRT}` };
      if (d._id === 'location') return { ...d, purpose: `Et hus${DIRT} for alle.`, streetAddress: `Kirkegata${DIRT} 10` };
      if (d._id === 'siteSettings') return { ...d, description: `Bedehus${DIRT} i sentrum. Mer.` };
      return d;
    });
  const file = join(dir, 'dirty.ndjson');
  // The dataset's pictures are looked up beside the file, as an exported dump keeps them.
  symlinkSync(resolve('studio/dataset/images'), join(dir, 'images'));
  writeFileSync(file, dirty.map((d) => JSON.stringify(d)).join('\n'));
  vi.stubEnv('SANITY_PROJECT_ID', '');
  vi.stubEnv('CONTENT_DATASET_FILE', file);
  vi.resetModules();
  modules = {
    pages: await import('../../../src/content/pages'),
    programme: await import('../../../src/content/programme'),
    loader: await import('../../../src/content/loader'),
  };
}, 90_000);

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

async function dirtyEvent() {
  const { buildProgramme } = modules.programme;
  const { all } = await buildProgramme(modules.loader.contentFetcher(), new Date('2026-11-23T12:00:00+01:00'));
  const occurrence = all.find((o) => o.documentId === EVENT);
  expect(occurrence).toBeDefined();
  return occurrence!;
}

describe('content with control characters', () => {
  it('reaches the page text clean, tabs and newlines aside', async () => {
    const { cleanText } = await import('../../../src/content/cleanText');
    expect(cleanText('a\tb\nc')).toBe('a\tb\nc');
    const location = await modules.pages.getLocation();
    expect(location.purpose).toBe('Et hus[31m for alle.');
    const { default: ContentBlocks } = await import('../../../src/components/ContentBlocks');
    const about = await modules.pages.getPageText('aboutPage');
    const html = renderToStaticMarkup(createElement(ContentBlocks, { value: about }));
    expect(html).not.toMatch(UNSAFE);
    const o = await dirtyEvent();
    expect(o.title).toBe('Advents[31mkonsert');
    expect(`${o.title} ${o.summary} ${o.organiser}`).not.toMatch(UNSAFE);
  });

  it('reaches the calendar files clean', async () => {
    const { toCalendarItem } = await import('../../../src/content/programmeLinks');
    const { buildCalendar } = await import('../../../src/lib/ics');
    const ics = buildCalendar([toCalendarItem(await dirtyEvent())], { name: 'Test', publisher: 'Test', uidDomain: 'example.org' });
    expect(ics).toContain('Advents[31mkonsert');
    // Lines end in CRLF by the format; nothing else is a control character.
    expect(ics.replace(/\r\n/g, '\n')).not.toMatch(UNSAFE);
  });

  it('reaches the JSON-LD clean', async () => {
    const { eventJsonLd, jsonLdText } = await import('../../../src/lib/eventJsonLd');
    const o = await dirtyEvent();
    const text = jsonLdText(
      eventJsonLd({
        ...o,
        image: undefined,
        url: 'https://example.org/x',
        organiser: { name: o.organiser ?? 'x', url: 'https://example.org' },
      }),
    );
    expect(JSON.parse(text).name).toBe('Advents[31mkonsert');
    expect(text).not.toMatch(UNSAFE);
    expect(text).not.toMatch(/\\u00(?:0[0-8bcef]|1[0-9a-f]|7f|[89][0-9a-f])|\\u20(?:2[89a-e]|6[6-9])|\\ufeff/i);
  });

  it('reaches the share images clean', async () => {
    const { eventShareCard, siteShareCard } = await import('../../../src/features/share-image/shareCards');
    const settings = await modules.pages.getSiteSettings();
    const location = await modules.pages.getLocation();
    const cards = [eventShareCard(await dirtyEvent(), settings.productName), siteShareCard(settings, location)];
    expect(cards[1].text.title).toBe('Bedehus[31m i sentrum');
    for (const card of cards)
      expect(JSON.stringify(card)).not.toMatch(
        /\\u00(?:0[0-8bcef]|1[0-9a-f])|[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/u,
      );
  });
});
