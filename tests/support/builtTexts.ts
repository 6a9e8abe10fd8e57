/**
 * Every file of a build that a browser, feed reader or search engine reads as text, with its text:
 * pages, feeds, data (the search index is JSON), scripts, styles, drawings.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';

const TEXT = new Set(['.html', '.ics', '.json', '.xml', '.js', '.mjs', '.css', '.webmanifest', '.txt', '.svg']);

export interface BuiltText {
  /** Relative to the build directory. */
  path: string;
  text: string;
}

export function builtTexts(dir: string): BuiltText[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .flatMap((path) => {
      const extension = extname(path);
      if (TEXT.has(extension)) return [{ path, text: readFileSync(join(dir, path), 'utf8') }];
      return [];
    });
}
