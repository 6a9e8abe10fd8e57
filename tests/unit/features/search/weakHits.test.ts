import { describe, expect, it } from 'vitest';
import { withoutWeakHits, type CountedHit } from '../../../../src/features/search/weakHits';

type Hit = CountedHit & { id: string };
const hit = (title: string, score: number, words?: number, date = ''): Hit => ({
  id: `${title}${date}`,
  title,
  score,
  ...(words === undefined ? {} : { words }),
});
const kept = (hits: readonly Hit[]) => withoutWeakHits(hits).map((h) => h.id);

describe('withoutWeakHits, for a query of several words', () => {
  it('leaves out a hit that matches fewer of its words than the best and scores under a tenth of the best', () => {
    // «abonnere på kalender»: one page has all three words; the others only «på».
    expect(kept([hit('Mobilkalender', 260, 3), hit('Medlemskap', 2, 1), hit('Om oss', 1.5, 1)])).toEqual(['Mobilkalender']);
  });

  it('keeps a hit with fewer words that scores near the best: the one word that matters', () => {
    // «når er neste bønnemøte»: the meeting has only «bønnemøte», a page has all four small words.
    expect(kept([hit('Aktiviteter', 120, 4), hit('Bønnemøte', 84, 1), hit('Misjonsfest', 0.8, 1)])).toEqual(['Aktiviteter', 'Bønnemøte']);
  });

  it('keeps a weak hit that matches as many words as the best', () => {
    expect(kept([hit('Julebasar', 40, 2), hit('Vårbasar', 1, 2), hit('Høstbasar', 0.5, 1)])).toEqual(['Julebasar', 'Vårbasar']);
  });

  it('keeps every hit when none matches more words than another: there is nothing better to show', () => {
    expect(kept([hit('Julebasar', 40, 1), hit('Vårbasar', 1, 1)])).toEqual(['Julebasar', 'Vårbasar']);
  });

  it('judges an event by its best date, so its dates stay or go together', () => {
    // Next year's Julebasar has only one of the words and a low score; this year's has both.
    expect(kept([hit('Julebasar', 3, 1, '@2027'), hit('Julebasar', 100, 2, '@2026'), hit('Om oss', 3, 1)])).toEqual([
      'Julebasar@2027',
      'Julebasar@2026',
    ]);
  });

  it('keeps the order it was given: the ranking is rankHits’ part', () => {
    expect(kept([hit('b', 1, 2), hit('a', 50, 2)])).toEqual(['b', 'a']);
  });

  it('keeps every hit whose engine does not say how many words it matched', () => {
    expect(kept([hit('a', 100), hit('b', 1)])).toEqual(['a', 'b']);
  });
});
