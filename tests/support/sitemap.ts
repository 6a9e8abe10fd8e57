/**
 * Paths of every page in the built sitemap (all files the sitemap index lists), mapped away from
 * the canonical origin so tests can visit them on the local server.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROUTE_PARAM, ROUTES } from '../../model/routes';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

export function sitemapPaths(dist = resolve(process.cwd(), 'dist')): string[] {
  const files = locs(readFileSync(resolve(dist, 'sitemap-index.xml'), 'utf8'));
  return files
    .flatMap((file) => locs(readFileSync(resolve(dist, `.${file}`), 'utf8')))
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path));
}

/**
 * Route patterns as expressions, those with fewer params first (Astro prefers static segments). A
 * rest param may be empty, its slash with it: /utleie/[...hire] is /utleie.
 */
export const templates = Object.entries(ROUTES)
  .map(([name, pattern]) => ({
    name,
    params: pattern.match(ROUTE_PARAM)?.length ?? 0,
    match: new RegExp(`^${pattern.replace(/\/\[\.\.\.[^\]]+\]/g, '(?:/.+)?').replace(ROUTE_PARAM, '[^/]+')}$`),
  }))
  .sort((a, b) => a.params - b.params);

/** The first sitemap page of each template, by the template's name in the route table. */
export function onePagePerTemplate(paths: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const path of paths) {
    const template = templates.find((t) => t.match.test(path));
    if (template && !found.has(template.name)) found.set(template.name, path);
  }
  return found;
}
