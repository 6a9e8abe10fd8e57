/**
 * Every file of a build that a browser, feed reader or search engine reads as text, with its text:
 * pages, feeds, data, scripts, styles, drawings, and the search index (Pagefind's files are gzip).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const TEXT = new Set(['.html', '.ics', '.json', '.xml', '.js', '.mjs', '.css', '.webmanifest', '.txt', '.svg']);
const SEARCH_INDEX = new Set(['.pf_meta', '.pf_fragment', '.pf_index', '.pf_filter']);

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
      if (SEARCH_INDEX.has(extension)) return [{ path, text: gunzipSync(readFileSync(join(dir, path))).toString('utf8') }];
      return [];
    });
}
