// @vitest-environment jsdom
/**
 * The site's one script runs on every page, the demo's included: on a page with none of the markup
 * its parts act on, it throws nothing, starts no clock and opens no banner.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

// A path in a variable: the script has no exports, so it is not a module to the type checker.
const SCRIPT: string = '../../../src/scripts/everyPage.ts';

afterEach(() => vi.useRealTimers());

describe('everyPage', () => {
  it('on a page with none of its parts: no error, no clock', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'setTimeout'] });
    vi.resetModules();
    document.body.innerHTML = '<main><h1>Firebase demo</h1><button>Sign in</button></main>';
    await expect(import(/* @vite-ignore */ SCRIPT)).resolves.toBeDefined();
    expect(vi.getTimerCount()).toBe(0);
    document.querySelector('button')!.click();
    expect(document.body.innerHTML).toBe('<main><h1>Firebase demo</h1><button>Sign in</button></main>');
  });
});
