import { describe, expect, it } from 'vitest';
import { createPreloader, MAX_PARALLEL_PRELOADS } from '../../../../src/demo/navigation/preload';

/** A load that finishes when the test says so. */
function deferredLoads() {
  const pending: Array<{ key: string; settle: (ok: boolean) => void }> = [];
  let calls = 0;
  const load = (key: string) => () => {
    calls++;
    return new Promise<void>((resolve, reject) => pending.push({ key, settle: (ok) => (ok ? resolve() : reject(new Error('offline'))) }));
  };
  return { pending, load, calls: () => calls };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('screen preloads', () => {
  it('runs at most five at once and starts the next as one finishes', async () => {
    expect(MAX_PARALLEL_PRELOADS).toBe(5);
    const preload = createPreloader();
    const { pending, load } = deferredLoads();
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) preload(key, load(key));
    expect(pending.map((p) => p.key)).toEqual(['a', 'b', 'c', 'd', 'e']);
    pending[1].settle(true);
    await tick();
    expect(pending.map((p) => p.key)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('preloads a route once, and again only after a failure', async () => {
    const preload = createPreloader(2);
    const { pending, load, calls } = deferredLoads();
    preload('a', load('a'));
    preload('a', load('a'));
    expect(calls()).toBe(1);
    pending[0].settle(false);
    await tick();
    preload('a', load('a'));
    expect(calls()).toBe(2);
    pending[1].settle(true);
    await tick();
    preload('a', load('a'));
    expect(calls()).toBe(2);
  });
});
