/**
 * The site's MiniSearch settings on a handful of pages, through a saved and loaded index as the search
 * page gets it, then sifted and ranked as the worker and the page do: what a visitor types finds the
 * page meant first.
 */
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_OPTIONS, wordsMatched, type SearchDocument } from '../../../model/searchIndex';
import { rankHits } from '../../../src/features/search/rankHits';
import { withoutWeakHits } from '../../../src/features/search/weakHits';

const now = Date.UTC(2026, 10, 23);
const day = 86_400_000;
const docs: SearchDocument[] = [
  {
    id: 0,
    url: '/hostbasar',
    title: 'Høstbasar',
    text: 'Høstbasar. Åresalg og vafler. Gevinster tas imot i uka før basaren.',
    ends: now - 30 * day,
  },
  { id: 1, url: '/julebasar', title: 'Julebasar', text: 'Julebasar. Julebasar med håndarbeid, kaker og åresalg.', ends: now + 5 * day },
  { id: 2, url: '/barneklubb', title: 'Barneklubben Solstrålen', text: 'Klubb for barn fra 6 til 12 år.', ends: now + 2 * day },
  { id: 3, url: '/treff', title: 'Formiddagstreff', text: 'Andakt, sang og god lunsj.', ends: now + 9 * day },
  { id: 4, url: '/bonn', title: 'Bønnemøte', text: 'En stille time med bønn.', ends: now + 1 * day },
  { id: 5, url: '/arsmote', title: 'Årsmøte', text: 'Årsmøte for medlemmene.', ends: now + 90 * day },
  { id: 6, url: '/konsert', title: 'Julekonsert', text: 'Julekonsert med allsang.', ends: now + 20 * day },
  { id: 7, url: '/givertjeneste', title: 'Givertjeneste', text: 'Vipps: 548210. Kontonummer: 1503.27.01008.' },
];
function indexJson() {
  const built = new MiniSearch(SEARCH_INDEX_OPTIONS);
  built.addAll(docs);
  return JSON.stringify(built);
}
const index = MiniSearch.loadJSON<SearchDocument>(indexJson(), SEARCH_INDEX_OPTIONS);

/** As the search worker leaves out weak matches (searchEngine.ts) and the page ranks the rest. */
const ranked = (query: string) =>
  rankHits(
    withoutWeakHits(
      index.search(query).map((r) => ({
        url: r.url as string,
        title: r.title as string,
        score: r.score,
        ends: r.ends as number | undefined,
        words: wordsMatched(query, r.queryTerms),
      })),
    ),
    now,
  );
const first = (query: string) => ranked(query)[0]?.url;

describe('the search index with the site settings', () => {
  it.each([
    ['basar', '/julebasar'],
    ['klubb', '/barneklubb'],
    ['treff', '/treff'],
    ['konsert', '/konsert'],
  ])('part of a compound: %s → %s', (query, url) => expect(first(query)).toBe(url));

  it.each([
    ['bønemøte', '/bonn'],
    ['julekonsrt', '/konsert'],
    ['formidagstreff', '/treff'],
    ['kontonumer', '/givertjeneste'],
  ])('a letter or two wrong: %s → %s', (query, url) => expect(first(query)).toBe(url));

  it.each([
    ['bonnemote', '/bonn'],
    ['boennemoete', '/bonn'],
    ['arsmote', '/arsmote'],
    ['aarsmote', '/arsmote'],
    ['rsmøte', '/arsmote'],
  ])('æ/ø/å typed otherwise or left out: %s → %s', (query, url) => expect(first(query)).toBe(url));

  it('an ended event comes last even where it scores best, and is still found by its own name', () => {
    expect(ranked('basar').map((h) => [h.url, h.past])).toEqual([
      ['/julebasar', false],
      ['/hostbasar', true],
    ]);
    expect(first('høstbasar')).toBe('/hostbasar');
    expect(first('hostbasar')).toBe('/hostbasar');
  });

  it('keeps what the ranking reads as the build wrote it: a page has no end, an event’s end is a number', () => {
    expect(ranked('vipps').map((h) => [h.url, h.ends, h.past])).toEqual([['/givertjeneste', undefined, false]]);
    expect(ranked('julebasar')[0].ends).toBe(now + 5 * day);
  });

  it('counts the words of a query a page matched, each once, by its folded form, its stem, its start or a typo', () => {
    const words = (query: string, url: string) => wordsMatched(query, index.search(query).find((r) => r.url === url)!.queryTerms);
    expect(words('julebasaren med kaker', '/julebasar')).toBe(3);
    expect(words('bonnemotet i kveld', '/bonn')).toBe(1);
    expect(words('julekonsrt med allsang', '/konsert')).toBe(3);
  });

  it('a long query lists the page that matches much of it, not those sharing a small word or one by a typo', () => {
    // «vafel» is a letter from Høstbasar's «vafler»; «med» and «og» are in most texts.
    expect(index.search('julebasar med kaker og vafel').length).toBeGreaterThan(4);
    expect(ranked('julebasar med kaker og vafel').map((h) => h.url)).toEqual(['/julebasar']);
  });
});
