/**
 * Paths of every page in the built sitemap (all files the sitemap index lists), mapped away from
 * the canonical origin so tests can visit them on the local server.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

export function sitemapPaths(dist = resolve(process.cwd(), 'dist')): string[] {
  const files = locs(readFileSync(resolve(dist, 'sitemap-index.xml'), 'utf8'));
  return files
    .flatMap((file) => locs(readFileSync(resolve(dist, `.${file}`), 'utf8')))
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path));
}
