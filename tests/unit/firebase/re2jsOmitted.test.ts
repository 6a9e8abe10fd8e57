/**
 * The build replaces re2js (Firestore's regex engine for pipeline queries) by a stub. That is only
 * right while no browser code can build a pipeline query: nothing may import Firestore's pipelines.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RE2JS } from '../../../src/firebase/re2jsOmitted';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|astro|mjs|js)$/.test(entry.name) ? [path] : [];
  });

describe('re2js left out of the build', () => {
  it('no browser source imports Firestore pipelines (they alone need re2js)', () => {
    const files = sources('src');
    expect(files.length).toBeGreaterThan(50);
    const importers = files.filter((file) =>
      /['"](?:firebase|@firebase)\/firestore(?:\/lite)?\/pipelines['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([]);
  });

  it('the stand-in fails loudly, naming why, if something compiles a regex after all', () => {
    expect(() => RE2JS.compile()).toThrow(/Firestore pipeline queries are not used/);
  });
});
