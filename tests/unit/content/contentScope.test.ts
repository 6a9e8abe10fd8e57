import { describe, expect, it } from 'vitest';
import { once, requestSource, withRequestContent } from '../../../src/content/contentScope';
import type { Fetcher } from '../../../src/content/sources';

const source = (name: string): Fetcher => (async () => name) as Fetcher;

describe('content kept per build, or per preview request', () => {
  it('a build computes each key once', () => {
    let runs = 0;
    const a = once('contentScope.test.build', () => ++runs);
    const b = once('contentScope.test.build', () => ++runs);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(requestSource()).toBeUndefined();
  });

  it('each preview request computes afresh from its own source, also across awaits, and forgets it after', async () => {
    let runs = 0;
    const render = async (name: string) => {
      await new Promise((wait) => setTimeout(wait, 5));
      const first = once('contentScope.test.request', () => `${name}:${++runs}`);
      await Promise.resolve();
      return [first, once('contentScope.test.request', () => 'never'), await requestSource()!('')];
    };
    const [one, two] = await Promise.all([
      withRequestContent(source('a'), () => render('a')),
      withRequestContent(source('b'), () => render('b')),
    ]);
    expect(one).toEqual(['a:1', 'a:1', 'a']);
    expect(two).toEqual(['b:2', 'b:2', 'b']);
    expect(requestSource()).toBeUndefined();
  });
});
