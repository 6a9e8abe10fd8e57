/**
 * The programme as pages need it: every event document checked, series expanded into
 * occurrences (each with its own slug and page), split into upcoming and archive.
 */
import { ARCHIVE_DAYS, HOUSE_PLACE, SERIES_HORIZON_DAYS } from '../consts';
import { siteNow } from '../lib/clock';
import { expandOccurrences, type RecurrenceRule } from '../lib/recurrence';
import { contentFetcher } from './loader';
import { getCategories, getEventDocs, getLocationDoc, type CategoryDoc, type EventDoc, type LocationDoc, type PortableTextBlocks } from './queries';
import type { Fetcher } from './sources';
import { DatasetError, required } from './datasetError';
import { RESERVED_EVENT_SLUGS } from './reservedSlugs';

export interface Place {
  name: string;
  room?: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  country: 'NO';
  geo?: { lat: number; lng: number };
}

export interface ProgrammeOccurrence {
  /** Stable slug of this occurrence: "bonnemote-2026-12-01" for a series, the event's slug otherwise. */
  id: string;
  eventId: string;
  eventSlug: string;
  isSeries: boolean;
  title: string;
  summary: string;
  body: PortableTextBlocks;
  category: CategoryDoc;
  place: Place;
  coordinator?: string;
  organiser?: string;
  image?: { url: string; alt: string };
  start: Date;
  end: Date;
  cancelled: boolean;
  cancellationReason?: string;
  /** The document's last edit: a stable DTSTAMP for calendar files. */
  updatedAt: Date;
}

export interface Programme {
  categories: CategoryDoc[];
  /** Not yet ended, earliest first. */
  upcoming: ProgrammeOccurrence[];
  /** Ended within the archive window, latest first. */
  archive: ProgrammeOccurrence[];
  all: ProgrammeOccurrence[];
  builtAt: Date;
}

const DAY = 86_400_000;

function fail(doc: { id: string }, field: string, problem: string): never {
  throw new DatasetError(doc.id, field, problem);
}

function date(doc: EventDoc, field: 'start' | 'end'): Date {
  const value = doc[field];
  if (!value) fail(doc, field, 'mangler.');
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) fail(doc, field, `«${value}» er ikke et gyldig tidspunkt.`);
  return parsed;
}

/** The house as the building document describes it; the constant only when a dataset has none. */
export function housePlace(location: LocationDoc | null): Place {
  return {
    name: location?.locationName || HOUSE_PLACE.name,
    streetAddress: location?.streetAddress || HOUSE_PLACE.streetAddress,
    postalCode: location?.postalCode || HOUSE_PLACE.postalCode,
    city: location?.city || HOUSE_PLACE.city,
    country: 'NO',
    geo: location?.coordinates ?? { ...HOUSE_PLACE.geo },
  };
}

function placeOf(doc: EventDoc, house: Place): Place {
  const p = doc.place;
  const own = p?.name || p?.streetAddress;
  const room = p?.room ? { room: p.room } : {};
  if (!own) return { ...house, ...room };
  return {
    name: p?.name ?? house.name,
    ...room,
    streetAddress: p?.streetAddress || house.streetAddress,
    postalCode: p?.postalCode || house.postalCode,
    city: p?.city || house.city,
    country: 'NO',
    ...(p?.geo ? { geo: p.geo } : {}),
  };
}

function recurrenceOf(doc: EventDoc): RecurrenceRule | null {
  const r = doc.recurrence;
  if (!r) return null;
  if (!r.frequency) fail(doc, 'recurrence.frequency', 'mangler («Hvor ofte»).');
  return {
    frequency: r.frequency,
    ...(r.rrule ? { rrule: r.rrule } : {}),
    ...(r.until ? { until: r.until } : {}),
    exceptions: r.exceptions ?? [],
    cancellations: (r.cancellations ?? []).map((c) => ({ date: c.date, ...(c.reason ? { reason: c.reason } : {}) })),
  };
}

/** Turns one event document into its occurrences within [from, to); throws naming document and field. */
export function occurrencesOf(doc: EventDoc, from: Date, to: Date, house: Place = housePlace(null)): ProgrammeOccurrence[] {
  if (!doc.title) fail(doc, 'title', 'mangler.');
  if (!doc.slug) fail(doc, 'slug', 'mangler.');
  if (RESERVED_EVENT_SLUGS.includes(doc.slug)) fail(doc, 'slug', `«${doc.slug}» er reservert for en side i programmet.`);
  if (!doc.category) fail(doc, 'category', 'mangler eller peker på en kategori som ikke finnes.');
  if (!doc.summary) fail(doc, 'summary', 'mangler.');
  const start = date(doc, 'start');
  const end = date(doc, 'end');
  if (!(end > start)) fail(doc, 'end', 'må være etter start.');
  if (doc.image && doc.image.url && !doc.image.alt) fail(doc, 'image.alt', 'bildet mangler alternativ tekst.');
  const recurrence = recurrenceOf(doc);
  let expanded;
  try {
    expanded = expandOccurrences({ start, end, recurrence }, from, to);
  } catch (error) {
    fail(doc, 'recurrence', (error as Error).message);
  }
  const base = {
    eventId: doc.id,
    eventSlug: doc.slug,
    isSeries: recurrence !== null,
    title: doc.title,
    summary: doc.summary,
    body: doc.body ?? [],
    category: doc.category,
    place: placeOf(doc, house),
    ...(doc.coordinator ? { coordinator: doc.coordinator } : {}),
    ...(doc.organiser ? { organiser: doc.organiser } : {}),
    ...(doc.image?.url && doc.image.alt ? { image: { url: doc.image.url, alt: doc.image.alt } } : {}),
    updatedAt: new Date(doc.updatedAt),
  };
  return expanded.map((o) => ({
    ...base,
    id: recurrence ? `${doc.slug}-${o.date}` : doc.slug!,
    start: o.start,
    end: o.end,
    cancelled: doc.status === 'cancelled' || o.cancelled,
    ...(o.cancellationReason ? { cancellationReason: o.cancellationReason } : {}),
  }));
}

/** Builds the programme relative to `now` (the build time). */
export async function buildProgramme(fetch: Fetcher, now: Date): Promise<Programme> {
  const [categories, docs, location] = await Promise.all([getCategories(fetch), getEventDocs(fetch), getLocationDoc(fetch)]);
  const house = housePlace(location);
  for (const category of categories) {
    required(category.id, 'title', category.title);
    required(category.id, 'slug', category.slug);
  }
  const from = new Date(now.getTime() - ARCHIVE_DAYS * DAY);
  const seriesTo = new Date(now.getTime() + SERIES_HORIZON_DAYS * DAY);
  const all = docs
    .flatMap((doc) => occurrencesOf(doc, from, doc.recurrence ? seriesTo : new Date(8.64e15), house))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.title.localeCompare(b.title, 'nb'));
  const ids = new Set<string>();
  for (const o of all) {
    if (ids.has(o.id)) fail({ id: o.eventId }, 'slug', `adressen «${o.id}» brukes av flere arrangementer.`);
    ids.add(o.id);
  }
  return {
    categories,
    upcoming: all.filter((o) => o.end > now),
    archive: all.filter((o) => o.end <= now).reverse(),
    all,
    builtAt: now,
  };
}

let cached: Promise<Programme> | undefined;

/** The programme of this build as of its clock (computed once; every page shares it). */
export function getProgramme(): Promise<Programme> {
  cached ??= buildProgramme(contentFetcher(), siteNow());
  return cached;
}

/** The next `count` occurrences of the same series after this one. */
export function laterInSeries(all: ProgrammeOccurrence[], occurrence: ProgrammeOccurrence, count: number): ProgrammeOccurrence[] {
  return all.filter((o) => o.eventId === occurrence.eventId && o.start > occurrence.start).slice(0, count);
}

export const hasEnded = (occurrence: Pick<ProgrammeOccurrence, 'end'>, now: Date) => occurrence.end <= now;

/** Occurrences grouped by Oslo date, in order: the programme list's date headings. */
export function groupByDay<T extends { start: Date }>(items: T[], dayKey: (d: Date) => string): { key: string; items: T[] }[] {
  const groups: { key: string; items: T[] }[] = [];
  for (const item of items) {
    const key = dayKey(item.start);
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, items: [item] });
  }
  return groups;
}
