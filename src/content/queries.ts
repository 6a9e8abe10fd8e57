/**
 * Every GROQ query of the site. Queries take parameters ($name), never interpolated values.
 * Their result types are generated from the Studio schema by Sanity TypeGen into sanity.types.ts
 * (`npm run typegen`); a unit test fails when that file is stale.
 */
import { defineQuery } from 'groq';
import { SINGLETON_IDS } from '../../model/singletons';

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == $id][0]{
  productName, description, email, phone, organizationNumber,
  "shareImageUrl": shareImage.asset->url, "shareImageAlt": shareImage.alt,
  "shareImageHosted": select(defined(shareImage.asset) => shareImage{ asset, crop, hotspot }, null),
  accentColour,
  "logoSource": coalesce(logo.asset->url, logo._sanityAsset), "logoAlt": logo.alt, "logoReplacesName": logo.replacesName,
  "logoHosted": select(defined(logo.asset) => logo{ asset, crop, hotspot }, null)
}`);

const categoryProjection = `{ "id": _id, title, "slug": slug.current, description }`;

export const categoriesQuery = defineQuery(
  `*[_type == "category" && !(_id in path("drafts.**"))] | order(title asc) ${categoryProjection}`,
);

export const eventsQuery = defineQuery(`*[_type == "event" && !(_id in path("drafts.**"))] | order(start asc) {
  "id": _id, "updatedAt": _updatedAt, title, "slug": slug.current, start, end, status, cancellationReason, summary, body,
  coordinator, organiser,
  place{ name, room, streetAddress, postalCode, city, geo{ lat, lng } },
  "image": select(defined(image.asset) || defined(image._sanityAsset) => {
    "url": coalesce(image.asset->url, image._sanityAsset), "alt": image.alt,
    "hosted": select(defined(image.asset) => image{ asset, crop, hotspot }, null)
  }, null),
  "category": category->${categoryProjection},
  recurrence{ frequency, rrule, until, exceptions, "cancellations": cancellations[]{ date, reason },
    "changes": changes[]{ date, start, end, room, placeName, streetAddress, postalCode, city, note } }
}`);

// Images: `img.asset->url` in a hosted project, with the image object (asset reference, crop,
// hotspot) for hostedImage.ts; the bundled dataset keeps Sanity's import form
// (`_sanityAsset: "image@file://./images/x.svg"`, a file beside the NDJSON), which datasetImages.ts
// turns into a file of the build.
export const locationQuery = defineQuery(`*[_type == "location" && _id == $id][0]{
  "id": _id, locationName, purpose, streetAddress, postalCode, city, owner, built,
  openingHours, entrance, parking, accessibility,
  "coordinates": select(defined(coordinates.lat) => coordinates{ lat, lng }, null),
  "imgSource": coalesce(img.asset->url, img._sanityAsset), imgAlt, imgCaptionName, imgCaptionHref,
  "imgHosted": select(defined(img.asset) => img{ asset, crop, hotspot }, null),
  "mapSource": coalesce(map.asset->url, map._sanityAsset), mapAlt
}`);

// A page's text, from the document named after the page (model/singletons.ts).
export const pageTextQuery = defineQuery(
  `*[_type in ["aboutPage", "activitiesPage", "donationsPage"] && _id == $id][0]{ "id": _id, body }`,
);

// An activity is its description and the series it points to; name, day, time and place come from the series.
export const activitiesQuery = defineQuery(`*[_type == "activity" && !(_id in path("drafts.**"))] | order(_id asc) {
  "id": _id, description, "seriesId": series._ref
}`);

export const membershipQuery = defineQuery(`*[_type == "membership" && _id == $id][0]{ "id": _id, feeKroner, minimumAge, body }`);

export const donationRecipientsQuery =
  defineQuery(`*[_type == "donationRecipient" && !(_id in path("drafts.**"))] | order(order asc, label asc) {
  "id": _id, label, description, vippsNumber, vippsLinkKind, accountNumber
}`);

const legalPageProjection = `{ "id": _id, title, "slug": slug.current, description, updated, body }`;

export const legalPageQuery = defineQuery(
  `*[_type == "legalPage" && slug.current == $slug && !(_id in path("drafts.**"))][0]${legalPageProjection}`,
);
const legalPagesQuery = defineQuery(
  `*[_type == "legalPage" && !(_id in path("drafts.**"))] | order(slug.current asc)${legalPageProjection}`,
);

// Hall hire: the rooms in their order, and the «Utleie» document's text and terms.
export const hallRoomsQuery = defineQuery(`*[_type == "hallRoom" && !(_id in path("drafts.**"))] | order(order asc, name asc) {
  "id": _id, name, "slug": slug.current, seats, equipment, "prices": prices[]{ label, unit, members, others }, usedByMeetings,
  "image": select(defined(image.asset) || defined(image._sanityAsset) => {
    "url": coalesce(image.asset->url, image._sanityAsset), "alt": image.alt,
    "hosted": select(defined(image.asset) => image{ asset, crop, hotspot }, null)
  }, null)
}`);

export const hallHirePageQuery = defineQuery(`*[_type == "hallHirePage" && _id == $id][0]{
  "id": _id, body, houseRules, openFrom, openTo, noticeDays, horizonDays, retentionMonths, email, phone
}`);

/** Every query with the parameters the site uses: the contract test runs them all. */
export const ALL_QUERIES: { name: string; query: string; params: Record<string, unknown> }[] = [
  { name: 'siteSettings', query: siteSettingsQuery, params: { id: SINGLETON_IDS.siteSettings } },
  { name: 'categories', query: categoriesQuery, params: {} },
  { name: 'events', query: eventsQuery, params: {} },
  { name: 'location', query: locationQuery, params: { id: SINGLETON_IDS.location } },
  { name: 'aboutPage', query: pageTextQuery, params: { id: SINGLETON_IDS.aboutPage } },
  { name: 'activitiesPage', query: pageTextQuery, params: { id: SINGLETON_IDS.activitiesPage } },
  { name: 'donationsPage', query: pageTextQuery, params: { id: SINGLETON_IDS.donationsPage } },
  { name: 'activities', query: activitiesQuery, params: {} },
  { name: 'membership', query: membershipQuery, params: { id: SINGLETON_IDS.membership } },
  { name: 'donationRecipients', query: donationRecipientsQuery, params: {} },
  { name: 'legalPage', query: legalPageQuery, params: { slug: 'personvern' } },
  { name: 'legalPages', query: legalPagesQuery, params: {} },
  { name: 'hallRooms', query: hallRoomsQuery, params: {} },
  { name: 'hallHirePage', query: hallHirePageQuery, params: { id: SINGLETON_IDS.hallHirePage } },
];
