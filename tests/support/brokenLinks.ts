/**
 * Finds internal links and assets in a built site (dist/) that do not resolve to a file there:
 * <a href>, <link href>, <img src/srcset>, <script src>, <source src/srcset>, <iframe src>, the
 * share images named in <meta> (og:image, twitter:image), the fragment (#id) of a link, and every
 * <loc> of the sitemaps. A path resolves the way the static host serves it: the file itself,
 * {path}/index.html or {path}.html.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { parse } from 'node-html-parser';

export interface BrokenLink {
  /** The page or sitemap the link is on, as a site path (e.g. /program/arkiv). */
  on: string;
  /** The link as written. */
  link: string;
  reason: string;
}

/** Elements whose href, src or srcset the browser follows. */
const LINKING_ELEMENTS = 'a, link, img, script, source, iframe';
/** <meta> whose content is the address of a share image. */
const SHARE_IMAGE_META = new Set(['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image']);

export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** dist/program/arkiv/index.html → /program/arkiv; dist/404.html → /404.html */
export function sitePath(dist: string, file: string): string {
  const path = `/${relative(dist, file).split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'/index.html'.length) || '/' : path;
}

/** The links a page's markup points to, as written (entities decoded; srcset split into its URLs). */
export function linksIn(html: string): string[] {
  const links: string[] = [];
  for (const element of parse(html).querySelectorAll(LINKING_ELEMENTS)) {
    for (const name of ['href', 'src', 'srcset']) {
      const value = element.getAttribute(name)?.trim();
      if (!value) continue;
      if (name === 'srcset')
        links.push(
          ...value
            .split(',')
            .map((candidate) => candidate.trim().split(/\s+/)[0])
            .filter(Boolean),
        );
      else links.push(value);
    }
  }
  return [...links, ...shareImagesIn(html)];
}

/** Every <meta property|name=… content=…> of a page, in order, the name lower-cased. */
export function metaTags(html: string): { name: string; content: string }[] {
  return parse(html)
    .querySelectorAll('meta')
    .flatMap((meta) => {
      const name = meta.getAttribute('property') ?? meta.getAttribute('name');
      const content = meta.getAttribute('content');
      return name !== undefined && content !== undefined ? [{ name: name.toLowerCase(), content: content.trim() }] : [];
    });
}

/** The share image addresses of a page (og:image, twitter:image), as written. */
const shareImagesIn = (html: string) =>
  metaTags(html)
    .filter((tag) => SHARE_IMAGE_META.has(tag.name))
    .map((tag) => tag.content);

const idsIn = (html: string) =>
  new Set(
    parse(html)
      .querySelectorAll('[id]')
      .map((element) => element.id),
  );

export function findBrokenLinks(distDir: string, siteUrl: string): BrokenLink[] {
  const dist = resolve(distDir);
  const site = new URL(siteUrl);
  const files = filesUnder(dist);
  const htmlCache = new Map<string, string>();
  const read = (file: string) => htmlCache.get(file) ?? htmlCache.set(file, readFileSync(file, 'utf8')).get(file)!;
  const idCache = new Map<string, Set<string>>();
  const idsOf = (html: string) => idCache.get(html) ?? idCache.set(html, idsIn(html)).get(html)!;

  /** The file a site path is served from, or null. */
  function fileFor(pathname: string): string | null {
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const base = join(dist, path);
    if (!base.startsWith(dist)) return null;
    for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return null;
  }

  function check(on: string, pageUrl: URL, link: string, pageHtml: string | null): BrokenLink | null {
    let url: URL;
    try {
      url = new URL(link, pageUrl);
    } catch {
      return { on, link, reason: 'ugyldig adresse' };
    }
    if (url.origin !== site.origin) return null; // another site, mailto:, tel:, webcal:, data:
    const samePage = url.pathname === pageUrl.pathname && link.startsWith('#');
    const target = samePage ? null : fileFor(url.pathname);
    if (!samePage && !target) return { on, link, reason: 'finnes ikke i dist/' };
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (fragment && (samePage || target!.endsWith('.html'))) {
      const html = samePage ? (pageHtml ?? '') : read(target!);
      if (!idsOf(html).has(fragment)) return { on, link, reason: `ingen id="${fragment}" på siden` };
    }
    return null;
  }

  const broken: BrokenLink[] = [];
  for (const file of files) {
    const on = sitePath(dist, file);
    const pageUrl = new URL(on, site);
    if (file.endsWith('.html')) {
      const html = read(file);
      for (const link of linksIn(html)) {
        const problem = check(on, pageUrl, link, html);
        if (problem) broken.push(problem);
      }
    } else if (/\/sitemap[^/]*\.xml$/.test(file)) {
      for (const loc of parse(readFileSync(file, 'utf8')).querySelectorAll('loc')) {
        const link = loc.text.trim();
        const problem =
          new URL(link).origin === site.origin
            ? check(on, pageUrl, link, null)
            : { on, link, reason: 'peker til et annet nettsted enn SITE_URL' };
        if (problem) broken.push(problem);
      }
    }
  }
  return broken;
}

/** One line per broken link, with the first pages it is on (a broken layout link is on every page). */
export function describeBroken(broken: readonly BrokenLink[], pagesShown = 3): string {
  const byLink = Map.groupBy(broken, (b) => `${b.link} (${b.reason})`);
  return [...byLink]
    .map(([link, found]) => {
      const pages = found.map((b) => b.on);
      const more = pages.length > pagesShown ? ` og ${pages.length - pagesShown} til` : '';
      return `${link} på ${pages.slice(0, pagesShown).join(', ')}${more}`;
    })
    .join('\n');
}
