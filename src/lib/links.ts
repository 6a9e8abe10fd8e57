/**
 * Which hrefs in editor content become links: http(s), mailto, tel and site-relative paths.
 * Anything else (javascript:, data:, protocol-relative //host) is rendered as plain text.
 */
export interface SafeLink {
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer". */
  external: boolean;
}

export function safeLink(href: unknown, externalFlag: unknown = false, siteOrigin?: string): SafeLink | null {
  if (typeof href !== 'string') return null;
  const value = href.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return { href: value, external: false };
  if (/^(mailto|tel):/i.test(value)) return { href: value, external: false };
  if (/^https?:\/\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    const ownSite = siteOrigin !== undefined && url.origin === new URL(siteOrigin).origin;
    return { href: url.href, external: Boolean(externalFlag) || !ownSite };
  }
  return null;
}
