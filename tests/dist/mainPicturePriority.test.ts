/**
 * Runs after `npm run build`: a picture a page loads at once (not `loading="lazy"`) is the page's
 * main picture, usually its largest paint, so the browser asks for it first (`fetchpriority="high"`),
 * ahead of the heading font and the scripts' modules. One per page: priority for all is for none.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitePages } from '../../scripts/astro/module-preload.mjs';

const pages = sitePages('dist').map((file) => ({ file: relative('dist', file), html: readFileSync(file, 'utf8') }));
const images = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
const eager = (img: string) => !/\bloading="lazy"/.test(img);
const first = (img: string) => /\bfetchpriority="high"/.test(img);

describe('main pictures are fetched first (dist/)', () => {
  it('the pages with a main picture are there: the front page, the house, the map, an event', () => {
    const withEager = pages.filter(({ html }) => images(html).some(eager)).map(({ file }) => file);
    expect(withEager).toEqual(expect.arrayContaining(['index.html', 'om-oss/index.html', 'kart/index.html']));
    expect(withEager.some((file) => file.startsWith('program/'))).toBe(true);
  });

  it('every picture loaded at once has fetchpriority="high", lazy ones never, and a page has at most one', () => {
    const wrong = pages.flatMap(({ file, html }) => {
      const all = images(html);
      return [
        ...all.filter((img) => eager(img) && !first(img)).map((img) => `${file}: ${img.slice(0, 80)}… uten fetchpriority="high"`),
        ...all.filter((img) => !eager(img) && first(img)).map((img) => `${file}: ${img.slice(0, 80)}… er lat og likevel først`),
        ...(all.filter(first).length > 1 ? [`${file}: ${all.filter(first).length} bilder med fetchpriority="high"`] : []),
      ];
    });
    expect(wrong).toEqual([]);
  });
});
