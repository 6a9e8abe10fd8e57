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

// ---------------------------------------------------------------------------------------------
// Content pages (issue 2): the house, membership facts, donation recipients, legal pages.
// Images: `img.asset->url` in a hosted project; the bundled dataset keeps Sanity's import form
// (`_sanityAsset: "image@file://…"`) and src/cms/content.ts maps it to the file shipped in public/.

/** An image as stored: a hosted asset URL, or the bundled `image@file://` import reference. */
const imageSource = (field: string) => /* groq */ `coalesce(${field}.asset->url, ${field}._sanityAsset)`;

export interface LocationDoc {
  id: string;
  locationName: string | null;
  purpose: string | null;
  streetAddress: string | null;
  postalCode: string | null;
  city: string | null;
  owner: string | null;
  built: number | null;
  coordinates: { lat: number; lng: number } | null;
  imgSource: string | null;
  imgAlt: string | null;
  imgCaptionName: string | null;
  imgCaptionHref: string | null;
  mapSource: string | null;
  mapAlt: string | null;
  about: PortableTextBlocks | null;
  membership: PortableTextBlocks | null;
  donations: PortableTextBlocks | null;
  activities: PortableTextBlocks | null;
}

export const locationQuery = /* groq */ `*[_type == "location" && _id == $id][0]{
  "id": _id, locationName, purpose, streetAddress, postalCode, city, owner, built,
  "coordinates": select(defined(coordinates.lat) => coordinates{ lat, lng }, null),
  "imgSource": ${imageSource('img')}, imgAlt, imgCaptionName, imgCaptionHref,
  "mapSource": ${imageSource('map')}, mapAlt,
  about, membership, donations, activities
}`;

export interface MembershipDoc {
  id: string;
  feeKroner: number | null;
  minimumAge: number | null;
}

export const membershipQuery = /* groq */ `*[_type == "membership" && _id == $id][0]{ "id": _id, feeKroner, minimumAge }`;

export interface DonationRecipientDoc {
  id: string;
  label: string | null;
  description: string | null;
  vippsNumber: string | null;
  accountNumber: string | null;
}

export const donationRecipientsQuery = /* groq */ `*[_type == "donationRecipient" && !(_id in path("drafts.**"))] | order(order asc, label asc) {
  "id": _id, label, description, vippsNumber, accountNumber
}`;

export interface LegalPageDoc {
  id: string;
  title: string | null;
  slug: string | null;
  description: string | null;
  updated: string | null;
  body: PortableTextBlocks | null;
}

const legalPageProjection = /* groq */ `{ "id": _id, title, "slug": slug.current, description, updated, body }`;

export const legalPageQuery = /* groq */ `*[_type == "legalPage" && slug.current == $slug && !(_id in path("drafts.**"))][0]${legalPageProjection}`;
export const legalPagesQuery = /* groq */ `*[_type == "legalPage" && !(_id in path("drafts.**"))] | order(slug.current asc)${legalPageProjection}`;

export function getLocationDoc(fetch: Fetcher = contentFetcher()): Promise<LocationDoc | null> {
  return fetch<LocationDoc | null>(locationQuery, { id: 'location' });
}

export function getMembershipDoc(fetch: Fetcher = contentFetcher()): Promise<MembershipDoc | null> {
  return fetch<MembershipDoc | null>(membershipQuery, { id: 'membership' });
}

export function getDonationRecipientDocs(fetch: Fetcher = contentFetcher()): Promise<DonationRecipientDoc[]> {
  return fetch<DonationRecipientDoc[]>(donationRecipientsQuery, {});
}

export function getLegalPageDoc(slug: string, fetch: Fetcher = contentFetcher()): Promise<LegalPageDoc | null> {
  return fetch<LegalPageDoc | null>(legalPageQuery, { slug });
}


/** Every query with the parameters the site uses: the contract test runs them all. */
export const ALL_QUERIES: { name: string; query: string; params: Record<string, unknown> }[] = [
  { name: 'siteSettings', query: siteSettingsQuery, params: { id: 'siteSettings' } },
  { name: 'categories', query: categoriesQuery, params: {} },
  { name: 'events', query: eventsQuery, params: {} },
  { name: 'location', query: locationQuery, params: { id: 'location' } },
  { name: 'membership', query: membershipQuery, params: { id: 'membership' } },
  { name: 'donationRecipients', query: donationRecipientsQuery, params: {} },
  { name: 'legalPage', query: legalPageQuery, params: { slug: 'personvern' } },
  { name: 'legalPages', query: legalPagesQuery, params: {} },
];
