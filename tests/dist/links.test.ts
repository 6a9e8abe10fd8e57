/** Runs after `npm run build`: every internal link and asset in dist/ resolves to a built file. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_URL } from '../../model/site';
import { describeBroken, findBrokenLinks } from '../support/brokenLinks';

describe('the built site (dist/)', () => {
  it('has no internal link or asset that does not resolve', () => {
    expect(existsSync('dist/index.html'), 'dist/ mangler: kjør npm run build først').toBe(true);
    const broken = findBrokenLinks('dist', SITE_URL);
    expect(broken, `Lenker som ikke finnes i dist/:\n${describeBroken(broken)}`).toEqual([]);
  });
});
