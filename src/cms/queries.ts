/**
 * Every GROQ query of the site, with the type of its result. Queries take parameters
 * ($name), never interpolated strings. Pages call the get* functions, never GROQ directly.
 */
import { contentFetcher } from './loader';
import type { Fetcher } from './sources';

export interface SiteSettings {
  productName: string;
  description: string;
  email: string;
  phone: string;
  organizationNumber?: string;
  shareImageUrl?: string;
  shareImageAlt?: string;
}

export const siteSettingsQuery = /* groq */ `*[_type == "siteSettings" && _id == $id][0]{
  productName, description, email, phone, organizationNumber,
  "shareImageUrl": shareImage.asset->url, "shareImageAlt": shareImage.alt
}`;

export async function getSiteSettings(fetch: Fetcher = contentFetcher()): Promise<SiteSettings> {
  const settings = await fetch<SiteSettings | null>(siteSettingsQuery, { id: 'siteSettings' });
  if (!settings) throw new Error('Datasettet mangler dokumentet «siteSettings» (Innstillinger for nettstedet).');
  return settings;
}
