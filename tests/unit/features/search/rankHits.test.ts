import { describe, expect, it } from 'vitest';
import { rankHits, type ScoredHit } from '../../../../src/features/search/rankHits';

type Hit = ScoredHit & { id: string };
const hit = (title: string, score: number, ends?: number, words?: number): Hit => ({
  id: `${title}@${ends ?? 'side'}`,
  title,
  score,
  ...(ends === undefined ? {} : { ends }),
  ...(words === undefined ? {} : { words }),
});
const order = (hits: readonly Hit[], now: number) => rankHits(hits, now).map((h) => [h.id, h.past]);
const ids = (hits: readonly Hit[], now = 0) => rankHits(hits, now).map((h) => h.id);

describe('rankHits', () => {
  it('puts ended events below every coming event and page, however well they score', () => {
    expect(order([hit('Høstbasar', 9, 100), hit('Julebasar', 2, 300), hit('Givertjeneste', 1)], 200)).toEqual([
      ['Julebasar@300', false],
      ['Givertjeneste@side', false],
      ['Høstbasar@100', true],
    ]);
  });

  it('orders coming events and pages by score, and ended events by score among themselves', () => {
    expect(order([hit('a', 1), hit('b', 3, 500), hit('c', 2), hit('d', 1, 50), hit('e', 4, 60)], 200)).toEqual([
      ['b@500', false],
      ['c@side', false],
      ['a@side', false],
      ['e@60', true],
      ['d@50', true],
    ]);
  });

  it('keeps the dates of one event together at the best one’s place, the next date first', () => {
    // Next year's Julebasar scores higher (a longer text), this year's still comes first.
    expect(order([hit('Julebasar', 5, 900), hit('Vårbasar', 4, 600), hit('Julebasar', 3, 300)], 200)).toEqual([
      ['Julebasar@300', false],
      ['Julebasar@900', false],
      ['Vårbasar@600', false],
    ]);
  });

  it('counts an event as ended at its end, by the clock it is given', () => {
    expect(rankHits([hit('x', 1, 200)], 200)[0].past).toBe(true);
    expect(rankHits([hit('x', 1, 200)], 199)[0].past).toBe(false);
  });

  describe('a query of several words', () => {
    it('leaves out a hit that matches fewer of its words than the best and scores under a tenth of the best', () => {
      // «abonnere på kalender»: one page has all three words; the others only «på».
      expect(ids([hit('Mobilkalender', 260, undefined, 3), hit('Medlemskap', 2, undefined, 1), hit('Om oss', 1.5, undefined, 1)])).toEqual([
        'Mobilkalender@side',
      ]);
    });

    it('keeps a hit with fewer words that scores near the best: the one word that matters', () => {
      // «når er neste bønnemøte»: the meeting has only «bønnemøte», a page has all four small words.
      expect(ids([hit('Aktiviteter', 120, undefined, 4), hit('Bønnemøte', 84, 500, 1), hit('Misjonsfest', 0.8, 600, 1)])).toEqual([
        'Aktiviteter@side',
        'Bønnemøte@500',
      ]);
    });

    it('keeps a weak hit when none matches more words: there is nothing better to show', () => {
      expect(ids([hit('Julebasar', 40, 500, 1), hit('Vårbasar', 1, 600, 1)])).toEqual(['Julebasar@500', 'Vårbasar@600']);
    });

    it('judges an event by its best date, so its dates stay together', () => {
      // Next year's date has only one of the words and a low score; this year's has both.
      expect(ids([hit('Julebasar', 40, 900, 1), hit('Julebasar', 100, 300, 2), hit('Om oss', 3, undefined, 1)], 200)).toEqual([
        'Julebasar@300',
        'Julebasar@900',
      ]);
    });

    it('judges ended events as coming ones: a weak one goes, a strong one stays below the coming', () => {
      expect(order([hit('Høstbasar', 90, 100, 1), hit('Julebasar', 100, 300, 2), hit('Kafékveld', 2, 50, 1)], 200)).toEqual([
        ['Julebasar@300', false],
        ['Høstbasar@100', true],
      ]);
    });

    it('keeps every hit whose engine does not say how many words it matched', () => {
      expect(ids([hit('a', 100), hit('b', 1)])).toEqual(['a@side', 'b@side']);
    });
  });
});
