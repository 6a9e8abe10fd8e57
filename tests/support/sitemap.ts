/**
 * Paths of the built sitemap, mapped away from the canonical origin so tests can visit them on
 * the local server. Pages under a dynamic route type (/program/x, /calendar/x, …) are sampled:
 * first, middle and last in sitemap order; top-level pages are all kept.
 */
export function sitemapPaths(xml: string, samplePerRouteType: number): string[] {
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const parts = path.split('/').filter(Boolean);
    // A route type: the path without its last segment, for paths two or more segments deep outside /juridisk.
    const type = parts.length >= 2 && parts[0] !== 'juridisk' ? `/${parts.slice(0, -1).join('/')}/*` : path;
    groups.set(type, [...(groups.get(type) ?? []), path]);
  }
  return [...groups.values()].flatMap((group) => {
    if (group.length <= samplePerRouteType) return group;
    const picks = new Set([0, Math.floor((group.length - 1) / 2), group.length - 1].slice(0, samplePerRouteType));
    return [...picks].map((i) => group[i]!);
  });
}
