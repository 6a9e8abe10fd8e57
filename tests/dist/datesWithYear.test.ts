/**
 * Runs after `npm run build`: a date in another year than the build's says which year. Written
 * without it («torsdag 7. januar»), a visitor in November reads a date in the past year.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { osloWallClock } from '../../model/osloTime';
import { siteNow } from '../../src/lib/clock';

const buildYear = osloWallClock(siteNow()).year;
const page = (path: string) => readFileSync(`dist${path}/index.html`, 'utf8');

describe('dates of another year carry the year (dist/)', () => {
  it('/program: «Vis flere fra …» names the year of the day it leads to', () => {
    const link = /<a class="button" href="[^"]*#dag-(\d{4})-\d\d-\d\d">[\s\S]*?<span class="show-more-from">([^<]*)<\/span>/.exec(page('/program'));
    expect(link, 'the «Vis flere» link').not.toBeNull();
    const [, year, text] = link!;
    if (Number(year) !== buildYear) expect(text).toContain(year);
  });

  it('/aktiviteter: every «Neste gang» date of another year names it', () => {
    const dates = [...page('/aktiviteter').matchAll(/<time datetime="(\d{4})-[^"]*"[^>]*>([^<]*)<\/time>/g)];
    expect(dates.length).toBeGreaterThan(0);
    const wrong = dates.filter(([, year, text]) => Number(year) !== buildYear && !text.includes(year)).map(([, , text]) => text);
    expect(wrong).toEqual([]);
  });
});
