/**
 * Architecture rule: no function or component in src/ is longer than 60 lines. A longer one is
 * split (a hook per concern, a component per part of the screen) rather than scrolled through.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionLengths } from './functionLengths';

const MAX_LINES = 60;
const ROOT = join(import.meta.dirname, '../../..');

/**
 * Functions still over the limit while they are being split, as "file name › function" (the file's
 * name only, so a move keeps the entry) with today's length, which they may not grow beyond.
 * Remove an entry once its function is split: a stale entry fails the test.
 */
const STILL_LONG: Record<string, number> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const measured = sourceFiles(join(ROOT, 'src')).flatMap((file) =>
  functionLengths(file, readFileSync(file, 'utf8')).map((fn) => ({
    ...fn,
    key: `${basename(file)} › ${fn.name}`,
    where: `${relative(ROOT, file)}:${fn.line}`,
  })),
);

describe('function length', () => {
  it(`keeps every function in src/ within ${MAX_LINES} lines`, () => {
    const tooLong = measured
      .filter((fn) => fn.lines > (STILL_LONG[fn.key] ?? MAX_LINES))
      .map((fn) => `${fn.where} ${fn.name}: ${fn.lines} lines`);
    expect(tooLong).toEqual([]);
  });

  it('lists only functions that are still too long', () => {
    const stale = Object.keys(STILL_LONG).filter((key) => !measured.some((fn) => fn.key === key && fn.lines > MAX_LINES));
    expect(stale, 'split already (or renamed): remove from STILL_LONG').toEqual([]);
  });

  it('finds the functions of src/', () => {
    expect(measured.length).toBeGreaterThan(100);
  });
});
