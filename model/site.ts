/** The site's name and public address: read by the pages, the feeds, the sitemap and the build's checks. */
export const PRODUCT_NAME = 'Sentrum bedehus';

const DEFAULT_SITE_URL = 'https://www.sentrumbedehus.no';

/** The origin without a trailing slash; PUBLIC_SITE_URL overrides the default (e.g. for a staging host). */
export function siteUrl(override: string | undefined = process.env.PUBLIC_SITE_URL): string {
  // An empty value (an unset secret in the deploy workflow) is no override.
  return (override?.trim() || DEFAULT_SITE_URL).replace(/\/$/, '');
}

/** Canonical origin used for canonical URLs, the sitemap and the calendar feeds. */
export const SITE_URL = siteUrl();
