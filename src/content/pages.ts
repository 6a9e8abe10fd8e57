/**
 * The data of the site's pages, each document checked and mapped once: a missing or invalid field
 * stops the build with a DatasetError naming document id and field, instead of shipping an empty page.
 */
import { accountNumberProblem, formatAccountNumber } from '../../model/accountNumber';
import { membershipNumberProblem } from '../../model/membership';
import { PAGE_TEXT_FIELD, SINGLETON_IDS } from '../../model/singletons';
import { vippsNumberProblem } from '../../model/vippsNumber';
import { vippsLink, vippsLinkKindProblem } from '../../model/vippsLink';
import type {
  ContentBlocks,
  DonationRecipientsQueryResult,
  LegalPageQueryResult,
  LocationQueryResult,
  MembershipQueryResult,
  PageTextQueryResult,
  SiteSettingsQueryResult,
} from '../../sanity.types';
import { DatasetError, required } from './datasetError';
import { contentFetcher } from './loader';
import { donationRecipientsQuery, legalPageQuery, locationQuery, membershipQuery, pageTextQuery, siteSettingsQuery } from './queries';
import type { Fetcher } from './sources';
import { addressLine } from './address';
import { hostedImage, hostedShareImageUrl, type HostedImageSource } from './hostedImage';
import { checkAccent, checkLogo, type SiteLogo } from './siteLook';
import type { AccentSchemes } from '../../model/accentColour';

export interface SiteSettings {
  productName: string;
  description: string;
  email: string;
  phone: string;
  shareImageUrl: string | null;
  shareImageAlt: string | null;
  /** The house's accent in both schemes, or null: the stylesheet's own colours. */
  accent: AccentSchemes | null;
  logo: SiteLogo | null;
}

interface SiteImage {
  /** A hosted URL, or the bundled picture's path in the dataset (images/x.svg: datasetImages.ts). */
  src: string;
  alt: string;
}
/** A hosted project's image also carries its asset, crop and hotspot (hostedImage.ts). */
interface CroppableImage extends SiteImage {
  hosted?: HostedImageSource;
}

export interface Coordinates {
  lat: number;
  lng: number;
}

export interface Location {
  id: string;
  name: string;
  purpose: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  owner: string;
  built: number;
  openingHours: string;
  entrance: string;
  parking: string;
  accessibility: string;
  coordinates: Coordinates;
  image: CroppableImage & { captionName: string; captionHref?: string };
  map: SiteImage;
}

export interface Membership {
  feeKroner: number;
  minimumAge: number;
  /** The page's text. */
  body: ContentBlocks;
}

/** The pages whose text is all their own document holds (model/singletons.ts). */
export type TextPageId = typeof SINGLETON_IDS.aboutPage | typeof SINGLETON_IDS.activitiesPage | typeof SINGLETON_IDS.donationsPage;
const TEXT_PAGE_NAMES: Record<TextPageId, string> = { aboutPage: 'Om oss', activitiesPage: 'Aktiviteter', donationsPage: 'Givertjeneste' };

export interface DonationRecipient {
  id: string;
  label: string;
  description?: string;
  vippsNumber: string;
  /** The link that opens Vipps on this number (model/vippsLink.ts), or null when its kind has none. */
  vippsLink: string | null;
  /** Formatted 1234.56.78903. */
  accountNumber: string;
}

export interface LegalPage {
  id: string;
  title: string;
  slug: string;
  description: string;
  updated: string;
  body: ContentBlocks;
}

// A bundled picture is a file of the dataset's own images/ folder (Sanity's import form, relative to the
// NDJSON file); a plain file name, so no reference reaches outside that folder.
const BUNDLED_ASSET = /^image@file:\/\/(?:\.\/)?images\/([\w-][\w.-]*)$/;

/**
 * A hosted asset URL as is; the bundled dataset's import reference (image@file://./images/x.svg)
 * becomes the picture's path in the dataset (images/x.svg), which datasetImages.ts turns into a file
 * of the build.
 */
export function imageUrl(documentId: string, field: string, source: string | null): string {
  const value = required(documentId, field, source);
  if (/^https?:\/\//.test(value)) return value;
  const match = BUNDLED_ASSET.exec(value);
  if (!match)
    throw new DatasetError(
      documentId,
      field,
      `«${value}» er verken en bilde-URL eller en fil i datasettets mappe images/ (image@file://./images/navn.svg).`,
    );
  return `images/${match[1]}`;
}

function checkSiteSettings(doc: SiteSettingsQueryResult): SiteSettings {
  const id = SINGLETON_IDS.siteSettings;
  if (!doc) throw new DatasetError(id, '_id', 'dokumentet «Innstillinger for nettstedet» finnes ikke.');
  const productName = required(id, 'productName', doc.productName);
  return {
    productName,
    description: required(id, 'description', doc.description),
    email: required(id, 'email', doc.email),
    phone: required(id, 'phone', doc.phone),
    // A hosted picture is cut to the share size around the editor's hotspot.
    shareImageUrl: doc.shareImageHosted
      ? hostedShareImageUrl(id, 'shareImage', hostedImage(id, 'shareImage', doc.shareImageHosted, doc.shareImageUrl))
      : doc.shareImageUrl,
    shareImageAlt: doc.shareImageAlt,
    accent: checkAccent(doc),
    logo: checkLogo(doc, productName, imageUrl),
  };
}

export function checkCoordinates(documentId: string, field: string, value: { lat: number | null; lng: number | null } | null): Coordinates {
  const { lat, lng } = required(documentId, field, value);
  return { lat: required(documentId, `${field}.lat`, lat), lng: required(documentId, `${field}.lng`, lng) };
}

function checkLocation(doc: LocationQueryResult): Location {
  if (!doc) throw new DatasetError(SINGLETON_IDS.location, '_id', 'dokumentet «Bedehuset» finnes ikke.');
  const id = doc.id;
  const built = required(id, 'built', doc.built);
  if (!Number.isInteger(built)) throw new DatasetError(id, 'built', `«${built}» er ikke et årstall.`);
  return {
    id,
    name: required(id, 'locationName', doc.locationName),
    purpose: required(id, 'purpose', doc.purpose),
    streetAddress: required(id, 'streetAddress', doc.streetAddress),
    postalCode: required(id, 'postalCode', doc.postalCode),
    city: required(id, 'city', doc.city),
    owner: required(id, 'owner', doc.owner),
    built,
    openingHours: required(id, 'openingHours', doc.openingHours),
    entrance: required(id, 'entrance', doc.entrance),
    parking: required(id, 'parking', doc.parking),
    accessibility: required(id, 'accessibility', doc.accessibility),
    coordinates: checkCoordinates(id, 'coordinates', doc.coordinates),
    image: {
      src: imageUrl(id, 'img', doc.imgSource),
      alt: required(id, 'imgAlt', doc.imgAlt),
      captionName: required(id, 'imgCaptionName', doc.imgCaptionName),
      ...(doc.imgCaptionHref ? { captionHref: doc.imgCaptionHref } : {}),
      ...(doc.imgHosted ? { hosted: hostedImage(id, 'img', doc.imgHosted, doc.imgSource) } : {}),
    },
    map: { src: imageUrl(id, 'map', doc.mapSource), alt: required(id, 'mapAlt', doc.mapAlt) },
  };
}

function checkMembership(doc: MembershipQueryResult): Membership {
  if (!doc) throw new DatasetError(SINGLETON_IDS.membership, '_id', 'dokumentet «Medlemskap» finnes ikke.');
  const number = (field: 'feeKroner' | 'minimumAge') => {
    const value = required(doc.id, field, doc[field]);
    const problem = membershipNumberProblem(field, value);
    if (problem) throw new DatasetError(doc.id, field, problem);
    return value;
  };
  return { feeKroner: number('feeKroner'), minimumAge: number('minimumAge'), body: required(doc.id, PAGE_TEXT_FIELD, doc.body) };
}

function checkPageText(id: TextPageId, doc: PageTextQueryResult): ContentBlocks {
  if (!doc) throw new DatasetError(id, '_id', `dokumentet «${TEXT_PAGE_NAMES[id]}» finnes ikke.`);
  return required(doc.id, PAGE_TEXT_FIELD, doc.body);
}

function checkDonationRecipient(doc: DonationRecipientsQueryResult[number]): DonationRecipient {
  const vipps = required(doc.id, 'vippsNumber', doc.vippsNumber);
  const vippsProblem = vippsNumberProblem(vipps);
  if (vippsProblem) throw new DatasetError(doc.id, 'vippsNumber', vippsProblem);
  const kind = doc.vippsLinkKind;
  const kindProblem = vippsLinkKindProblem(kind);
  if (kindProblem || !kind) throw new DatasetError(doc.id, 'vippsLinkKind', kindProblem ?? '');
  const account = required(doc.id, 'accountNumber', doc.accountNumber);
  const problem = accountNumberProblem(account);
  if (problem) throw new DatasetError(doc.id, 'accountNumber', problem);
  return {
    id: doc.id,
    label: required(doc.id, 'label', doc.label),
    ...(doc.description ? { description: doc.description } : {}),
    vippsNumber: vipps,
    vippsLink: vippsLink(vipps, kind),
    accountNumber: formatAccountNumber(account),
  };
}

function checkLegalPage(slug: string, doc: LegalPageQueryResult): LegalPage {
  if (!doc) throw new DatasetError(`legalPage-${slug}`, 'slug', `ingen juridisk side har adressen «${slug}».`);
  return {
    id: doc.id,
    title: required(doc.id, 'title', doc.title),
    slug,
    description: required(doc.id, 'description', doc.description),
    updated: required(doc.id, 'updated', doc.updated),
    body: required(doc.id, 'body', doc.body),
  };
}

export async function getSiteSettings(fetch: Fetcher = contentFetcher()): Promise<SiteSettings> {
  return checkSiteSettings(await fetch<SiteSettingsQueryResult>(siteSettingsQuery, { id: SINGLETON_IDS.siteSettings }));
}

export async function getLocation(fetch: Fetcher = contentFetcher()): Promise<Location> {
  return checkLocation(await fetch<LocationQueryResult>(locationQuery, { id: SINGLETON_IDS.location }));
}

export async function getMembership(fetch: Fetcher = contentFetcher()): Promise<Membership> {
  return checkMembership(await fetch<MembershipQueryResult>(membershipQuery, { id: SINGLETON_IDS.membership }));
}

/** The text of «Om oss», «Aktiviteter» or «Givertjeneste», from the document named after the page. */
export async function getPageText(id: TextPageId, fetch: Fetcher = contentFetcher()): Promise<ContentBlocks> {
  return checkPageText(id, await fetch<PageTextQueryResult>(pageTextQuery, { id }));
}

export async function getDonationRecipients(fetch: Fetcher = contentFetcher()): Promise<DonationRecipient[]> {
  const docs = await fetch<DonationRecipientsQueryResult>(donationRecipientsQuery, {});
  if (docs.length === 0) throw new DatasetError('donationRecipient', '_type', 'ingen gavemottakere i datasettet.');
  return docs.map(checkDonationRecipient);
}

export async function getLegalPage(slug: string, fetch: Fetcher = contentFetcher()): Promise<LegalPage> {
  return checkLegalPage(slug, await fetch<LegalPageQueryResult>(legalPageQuery, { slug }));
}

/** Map services for the "open in" links on /kart. */
export function mapLinks(location: Location): { label: string; href: string }[] {
  const { lat, lng } = location.coordinates;
  const address = encodeURIComponent(addressLine(location));
  return [
    { label: 'OpenStreetMap', href: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}` },
    { label: 'Google Maps', href: `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lng}` },
    { label: 'Apple Kart', href: `https://maps.apple.com/?ll=${lat},${lng}&q=${address}` },
  ];
}
