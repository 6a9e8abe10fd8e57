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

// ---------------------------------------------------------------------------------------------
// Programme (issue 3): categories and events. Occurrences are expanded in src/cms/programme.ts.

export interface CategoryDoc {
  id: string;
  title: string;
  slug: string;
  description?: string | null;
}

export interface EventPlaceDoc {
  name?: string | null;
  room?: string | null;
  streetAddress?: string | null;
  postalCode?: string | null;
  city?: string | null;
  geo?: { lat: number; lng: number } | null;
}

/** Portable Text as stored by the contentBlocks type. */
export type PortableTextBlocks = Array<{ _type: string; _key: string; [key: string]: unknown }>;

export interface EventDoc {
  id: string;
  updatedAt: string;
  title: string | null;
  slug: string | null;
  start: string | null;
  end: string | null;
  status: 'scheduled' | 'cancelled' | null;
  summary: string | null;
  body: PortableTextBlocks | null;
  coordinator: string | null;
  organiser: string | null;
  place: EventPlaceDoc | null;
  image: { url: string | null; alt: string | null } | null;
  category: CategoryDoc | null;
  recurrence: {
    frequency: 'weekly' | 'biweekly' | 'monthly' | 'custom' | null;
    rrule: string | null;
    until: string | null;
    exceptions: string[] | null;
    cancellations: { date: string; reason: string | null }[] | null;
  } | null;
}

const categoryProjection = /* groq */ `{ "id": _id, title, "slug": slug.current, description }`;

export const categoriesQuery = /* groq */ `*[_type == "category" && !(_id in path("drafts.**"))] | order(title asc) ${categoryProjection}`;

export const eventsQuery = /* groq */ `*[_type == "event" && !(_id in path("drafts.**"))] | order(start asc) {
  "id": _id, "updatedAt": _updatedAt, title, "slug": slug.current, start, end, status, summary, body,
  coordinator, organiser,
  place{ name, room, streetAddress, postalCode, city, geo{ lat, lng } },
  "image": select(defined(image.asset) => { "url": image.asset->url, "alt": image.alt }, null),
  "category": category->${categoryProjection},
  recurrence{ frequency, rrule, until, exceptions, "cancellations": cancellations[]{ date, reason } }
}`;

export async function getCategories(fetch: Fetcher = contentFetcher()): Promise<CategoryDoc[]> {
  return fetch<CategoryDoc[]>(categoriesQuery, {});
}

export async function getEventDocs(fetch: Fetcher = contentFetcher()): Promise<EventDoc[]> {
  return fetch<EventDoc[]>(eventsQuery, {});
}
