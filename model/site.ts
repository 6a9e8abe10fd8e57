/**
 * What the site must know before it has read any content: its public address and the Studio's
 * title. Both come from site.config.json (one file per house, docs/new-house.md); everything else
 * about the house, its name first, is content in the Studio.
 */
import config from '../site.config.json' with { type: 'json' };

/** The origin without a trailing slash; PUBLIC_SITE_URL overrides the file (e.g. for a staging host). */
export function siteUrl(override: string | undefined = process.env.PUBLIC_SITE_URL): string {
  // An empty value (an unset secret in the deploy workflow) is no override.
  return (override?.trim() || config.siteUrl).replace(/\/$/, '');
}

/** Canonical origin used for canonical URLs, the sitemap and the calendar feeds. */
export const SITE_URL = siteUrl();

/** The Studio's title in the browser tab and its top bar, before and besides any content. */
export const STUDIO_TITLE: string = config.studioTitle;
