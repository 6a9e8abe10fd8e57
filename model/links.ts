/**
 * The one link policy for every href that comes from content (content blocks, picture credits,
 * contact links), whatever the source: the Studio validates with it, the build's schema check runs it
 * over bundled and hosted content, and the renderers apply it again before writing an href.
 *
 * A link is internal only when the WHATWG URL parser (what browsers use) resolves it to the site's
 * own origin; otherwise it must be http(s), mailto or tel. Anything with a control character or a
 * backslash is refused outright: browsers drop tabs and newlines and read `\` as `/`, so `/\evil.example`
 * and `/<TAB>/evil.example` would leave the site.
 */

export interface ContentLink {
  /** The href to write: a site path as given, or the parser's normalised absolute URL. */
  href: string;
  /** Resolves to the site's own origin. */
  internal: boolean;
  /** Opens in a new tab (rel="noopener noreferrer"): another site, or an own-site link flagged external. */
  newTab: boolean;
}

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
// C0 controls, space and DEL would be stripped or dropped by the parser; a backslash is a slash to it.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/;

function parse(href: string, base?: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

/**
 * What an href from content becomes under the policy, or null when it must not be a link.
 * `siteOrigin`: the site's origin (model/site.ts SITE_URL); `externalFlag`: the editor's «Ekstern lenke».
 */
export function contentLink(href: unknown, siteOrigin: string, externalFlag: unknown = false): ContentLink | null {
  if (typeof href !== 'string') return null;
  const value = href.trim();
  if (value === '' || UNSAFE_CHARACTER.test(value)) return null;
  const origin = new URL(siteOrigin).origin;
  // A site path: one leading slash, never two (//host is another site).
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    const url = parse(value, origin);
    return url && url.origin === origin ? { href: value, internal: true, newTab: externalFlag === true } : null;
  }
  const url = parse(value);
  if (!url || !EXTERNAL_PROTOCOLS.has(url.protocol)) return null;
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  if (web ? !url.hostname : !url.pathname) return null;
  const internal = web && url.origin === origin;
  return { href: url.href, internal, newTab: web && (!internal || externalFlag === true) };
}

// Whether a link is acceptable does not depend on the origin (a site path stays on any origin), so
// the Studio needs no site address to check one.
const ANY_ORIGIN = 'https://site.invalid';

/** For the Studio and the build: null when `href` is an acceptable link (or empty), else why not, in Norwegian. */
export function linkProblem(href: unknown): string | null {
  if (href === undefined || href === null || href === '') return null;
  if (contentLink(href, ANY_ORIGIN)) return null;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- any value typed into the Studio is checked as the text it shows
  const value = String(href);
  if (UNSAFE_CHARACTER.test(value.trim()))
    return 'Adressen har et usynlig tegn (tabulator, linjeskift) eller en omvendt skråstrek (\\). Skriv adressen på nytt.';
  if (value.trim().startsWith('//'))
    return 'Adressen mangler https: foran. Skriv https://… for andre nettsteder, eller /side for en side her.';
  return 'Lenken må være en side på nettstedet (/program), en full adresse (https://…), e-post (mailto:…) eller telefon (tel:…).';
}
