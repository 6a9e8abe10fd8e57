import { describe, expect, it } from 'vitest';
import { rankHits, type ScoredHit } from '../../../../src/features/search/rankHits';

type Hit = ScoredHit & { id: string };
const hit = (title: string, score: number, ends?: number): Hit => ({
  id: `${title}@${ends ?? 'side'}`,
  title,
  score,
  ...(ends === undefined ? {} : { ends }),
});
const order = (hits: readonly Hit[], now: number) => rankHits(hits, now).map((h) => [h.id, h.past]);

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
});
