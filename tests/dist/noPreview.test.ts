/**
 * Runs after `npm run build`: the public build has nothing of the preview server (src/preview/,
 * astro.preview.config.mjs): no stega markers in any file, no Visual Editing code, no preview routes,
 * no link to the preview. (That no draft is read is the contract test's: tests/unit/content/contract.test.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stegaClean } from '@sanity/client/stega';
import { describe, expect, it } from 'vitest';
import { PREVIEW_CODE_MARKERS } from '../../model/preview';

const TEXT = /\.(html|js|css|json|xml|ics|txt|webmanifest)$/;
const files = readdirSync('dist', { recursive: true, encoding: 'utf8' })
  .filter((file) => TEXT.test(file))
  .map((file) => ({ file, text: readFileSync(join('dist', file), 'utf8') }));


describe('the public build has no preview (dist/)', () => {
  it('has text files to check', () => expect(files.length).toBeGreaterThan(100));

  it('carries no stega markers', () => {
    const marked = files.filter(({ text }) => stegaClean(text) !== text).map(({ file }) => file);
    expect(marked).toEqual([]);
  });

  it.each(PREVIEW_CODE_MARKERS)('contains no «%s»', (needle) => {
    expect(files.filter(({ text }) => text.includes(needle)).map(({ file }) => file)).toEqual([]);
  });
});
