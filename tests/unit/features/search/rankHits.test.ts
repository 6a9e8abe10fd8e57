import { describe, expect, it } from 'vitest';
import { comingFirst, siteUrl, type SearchHit } from '../../../../src/features/search/rankHits';

const hit = (title: string, ends?: number): SearchHit => ({
  url: `/${title}`,
  title,
  excerpt: '',
  ...(ends === undefined ? {} : { ends }),
});

describe('comingFirst', () => {
  it('moves ended events below the rest and keeps the search order within each group', () => {
    const ranked = comingFirst([hit('past-a', 100), hit('page'), hit('coming-a', 300), hit('past-b', 50), hit('coming-b', 400)], 200);
    expect(ranked.map((h) => [h.title, h.past])).toEqual([
      ['page', false],
      ['coming-a', false],
      ['coming-b', false],
      ['past-a', true],
      ['past-b', true],
    ]);
  });

  it('counts an event as ended at its end, by the clock it is given', () => {
    expect(comingFirst([hit('x', 200)], 200)[0].past).toBe(true);
    expect(comingFirst([hit('x', 200)], 199)[0].past).toBe(false);
  });
});

describe('siteUrl', () => {
  it("writes Pagefind's directory URLs the way the site links them", () => {
    expect(siteUrl('/om-oss/')).toBe('/om-oss');
    expect(siteUrl('/program/julekonsert-2026/index.html')).toBe('/program/julekonsert-2026');
    expect(siteUrl('/')).toBe('/');
  });
});
