/**
 * The content pages' data, checked: every document the pages need is read through queries.ts and
 * refused with a DatasetError (document id + field) when something is missing or invalid, so a
 * broken dataset stops the build instead of shipping an empty page.
 */
import { accountNumberProblem, formatAccountNumber } from '../lib/accountNumber';
import { DatasetError, required } from './datasetError';
import { contentFetcher } from './loader';
import {
  getDonationRecipientDocs,
  getLegalPageDoc,
  getLocationDoc,
  getMembershipDoc,
  type DonationRecipientDoc,
  type LegalPageDoc,
  type LocationDoc,
  type PortableTextBlocks,
} from './queries';
import type { Fetcher } from './sources';

export interface SiteImage { src: string; alt: string }

export interface Location {
  name: string;
  purpose: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  owner: string;
  built: number;
  coordinates: { lat: number; lng: number };
  image: SiteImage & { captionName: string; captionHref?: string };
  map: SiteImage;
  about: PortableTextBlocks;
  membership: PortableTextBlocks;
  donations: PortableTextBlocks;
  activities: PortableTextBlocks;
}

export interface DonationRecipient {
  id: string;
  label: string;
  description?: string;
  vippsNumber: string;
  /** Formatted 1234.56.78903. */
  accountNumber: string;
}

export interface LegalPage {
  id: string;
  title: string;
  slug: string;
  description: string;
  updated: string;
  body: PortableTextBlocks;
}

const BUNDLED_ASSET = /^image@file:\/\/(?:\.\.\/)*(?:\.\/)?(?:public\/)?(.+)$/;

/**
 * A hosted asset URL as is; the bundled dataset's import reference (image@file://…/public/images/x.svg)
 * becomes the site path of the shipped file (/images/x.svg).
 */
export function imageUrl(documentId: string, field: string, source: string | null): string {
  const value = required(documentId, field, source);
  if (/^https?:\/\//.test(value)) return value;
  const match = BUNDLED_ASSET.exec(value);
  if (!match) throw new DatasetError(documentId, field, `«${value}» er verken en bilde-URL eller en image@file://-referanse.`);
  return `/${match[1]}`;
}

export function checkLocation(doc: LocationDoc | null): Location {
  if (!doc) throw new DatasetError('location', '_id', 'dokumentet «Bedehuset» finnes ikke.');
  const id = doc.id;
  const built = required(id, 'built', doc.built);
  if (!Number.isInteger(built)) throw new DatasetError(id, 'built', `«${built}» er ikke et årstall.`);
  const coordinates = required(id, 'coordinates', doc.coordinates);
  return {
    name: required(id, 'locationName', doc.locationName),
    purpose: required(id, 'purpose', doc.purpose),
    streetAddress: required(id, 'streetAddress', doc.streetAddress),
    postalCode: required(id, 'postalCode', doc.postalCode),
    city: required(id, 'city', doc.city),
    owner: required(id, 'owner', doc.owner),
    built,
    coordinates,
    image: {
      src: imageUrl(id, 'img', doc.imgSource),
      alt: required(id, 'imgAlt', doc.imgAlt),
      captionName: required(id, 'imgCaptionName', doc.imgCaptionName),
      ...(doc.imgCaptionHref ? { captionHref: doc.imgCaptionHref } : {}),
    },
    map: { src: imageUrl(id, 'map', doc.mapSource), alt: required(id, 'mapAlt', doc.mapAlt) },
    about: required(id, 'about', doc.about),
    membership: required(id, 'membership', doc.membership),
    donations: required(id, 'donations', doc.donations),
    activities: required(id, 'activities', doc.activities),
  };
}

export function checkMembership(doc: { id: string; feeKroner: number | null; minimumAge: number | null } | null) {
  if (!doc) throw new DatasetError('membership', '_id', 'dokumentet «Medlemskap» finnes ikke.');
  const feeKroner = required(doc.id, 'feeKroner', doc.feeKroner);
  const minimumAge = required(doc.id, 'minimumAge', doc.minimumAge);
  if (!Number.isInteger(feeKroner) || feeKroner < 0) throw new DatasetError(doc.id, 'feeKroner', `«${feeKroner}» er ikke et gyldig beløp.`);
  if (!Number.isInteger(minimumAge) || minimumAge < 0) throw new DatasetError(doc.id, 'minimumAge', `«${minimumAge}» er ikke en gyldig alder.`);
  return { feeKroner, minimumAge };
}

export function checkDonationRecipient(doc: DonationRecipientDoc): DonationRecipient {
  const vipps = required(doc.id, 'vippsNumber', doc.vippsNumber);
  if (!/^\d{5,6}$/.test(vipps)) throw new DatasetError(doc.id, 'vippsNumber', `«${vipps}» er ikke et Vipps-nummer (5–6 sifre).`);
  const account = required(doc.id, 'accountNumber', doc.accountNumber);
  const problem = accountNumberProblem(account);
  if (problem) throw new DatasetError(doc.id, 'accountNumber', problem);
  return {
    id: doc.id,
    label: required(doc.id, 'label', doc.label),
    ...(doc.description ? { description: doc.description } : {}),
    vippsNumber: vipps,
    accountNumber: formatAccountNumber(account),
  };
}

export function checkLegalPage(slug: string, doc: LegalPageDoc | null): LegalPage {
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

export async function getLocation(fetch: Fetcher = contentFetcher()): Promise<Location> {
  return checkLocation(await getLocationDoc(fetch));
}

export async function getMembership(fetch: Fetcher = contentFetcher()) {
  return checkMembership(await getMembershipDoc(fetch));
}

export async function getDonationRecipients(fetch: Fetcher = contentFetcher()): Promise<DonationRecipient[]> {
  const docs = await getDonationRecipientDocs(fetch);
  if (docs.length === 0) throw new DatasetError('donationRecipient', '_type', 'ingen gavemottakere i datasettet.');
  return docs.map(checkDonationRecipient);
}

export async function getLegalPage(slug: string, fetch: Fetcher = contentFetcher()): Promise<LegalPage> {
  return checkLegalPage(slug, await getLegalPageDoc(slug, fetch));
}

/** Map services for the "open in" links on /kart. */
export function mapLinks(location: Location): { label: string; href: string }[] {
  const { lat, lng } = location.coordinates;
  const address = encodeURIComponent(`${location.streetAddress}, ${location.postalCode} ${location.city}`);
  return [
    { label: 'OpenStreetMap', href: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}` },
    { label: 'Google Maps', href: `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lng}` },
    { label: 'Apple Kart', href: `https://maps.apple.com/?ll=${lat},${lng}&q=${address}` },
  ];
}
