import { afterEach, describe, expect, it, vi } from 'vitest';
import { _setNewerBuild, BUILD_ID, checkForNewBuild, RELOAD_GUARD_MS, shouldReloadFor } from '../../../../src/demo/navigation/buildUpdates';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const respond = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

afterEach(() => _setNewerBuild(false));

describe('new-build detection', () => {
  it('asks latest.json with a timestamp and notices another id', async () => {
    const fetcher = respond({ id: 'someone-else', time: 1 });
    expect(await checkForNewBuild(fetcher)).toBe(true);
    const url = (fetcher as unknown as { mock: { calls: string[][] } }).mock.calls[0][0];
    expect(url).toMatch(/^\/builds\/latest\.json\?ts=\d+$/);
  });

  it('stays quiet for the same id', async () => {
    expect(await checkForNewBuild(respond({ id: BUILD_ID }))).toBe(false);
  });

  it('logs a failed fetch and carries on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await checkForNewBuild(failing)).toBe(false);
    expect(await checkForNewBuild(respond({}, 500))).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('reloads once per path per 10 s after a newer build was found', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const t = 1_800_000_000_000;
    expect(shouldReloadFor('/vuefire/counter', t, storage)).toBe(false);
    _setNewerBuild(true);
    expect(shouldReloadFor('/vuefire/counter', t, storage)).toBe(true);
    expect(shouldReloadFor('/vuefire/counter', t + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(shouldReloadFor('/vuefire/users', t + 500, storage)).toBe(true);
    expect(shouldReloadFor('/vuefire/counter', t + RELOAD_GUARD_MS, storage)).toBe(true);
  });
});
