/**
 * The programme as pages need it: every event document checked, series expanded into
 * occurrences (each with its own slug and page), split into upcoming and archive.
 */
import { endProblem } from '../../model/eventTimes';
import { eventSlugProblem, occurrenceIdOf, pageSlugProblem } from '../../model/slugs';
import type { CategoriesQueryResult, ContentBlocks, EventsQueryResult } from '../../sanity.types';
import { ARCHIVE_DAYS, SERIES_HORIZON_DAYS } from '../consts';
import { siteNow } from '../lib/clock';
import { expandOccurrences, type RecurrenceRule } from '../../model/recurrence';
import { changeDateProblem } from '../../model/dateChangeDates';
import { changeTimeProblem } from '../../model/dateChanges';
import { osloDateKey } from '../../model/osloTime';
import { DAY_MS } from '../../model/dayLength';
import { changedPlace } from './programmeChanges';
import { DatasetError, required } from './datasetError';
import { hostedImage, type HostedImageSource } from './hostedImage';
import { once } from './contentScope';
import { contentFetcher } from './loader';
import { checkCoordinates, getLocation, imageUrl, type Location } from './pages';
import { categoriesQuery, eventsQuery } from './queries';
import type { Fetcher } from './sources';

type EventDocument = EventsQueryResult[number];

export interface Category {
  /** The category's document id. */
  documentId: string;
  title: string;
  slug: string;
  description: string | null;
}

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
  /** Stable address of this occurrence: "bonnemote-2026-12-01" for a series, the event's slug otherwise. */
  occurrenceId: string;
  /** The event document's id, shared by every occurrence of a series. */
  documentId: string;
  eventSlug: string;
  isSeries: boolean;
  title: string;
  summary: string;
  body: ContentBlocks;
  category: Category;
  place: Place;
  coordinator?: string;
  organiser?: string;
  /** A hosted image's URL and its asset, crop and hotspot; or the site path of a bundled one (/src/assets/…, optimised by Astro). */
  image?: { url: string; alt: string; hosted?: HostedImageSource };
  start: Date;
  end: Date;
  cancelled: boolean;
  cancellationReason?: string;
  /**
   * Set when this meeting of a series was changed on its own: start, end and place above are the
   * new ones; these are what the series has (for «Vanlig tid», JSON-LD's previousStartDate).
   */
  change?: { moved: boolean; note?: string; regularStart: Date; regularEnd: Date; regularPlace: Place };
  /** The document's last edit: a stable DTSTAMP for calendar files. */
  updatedAt: Date;
}

export interface Programme {
  categories: Category[];
  /** Not yet ended, earliest first. */
  upcoming: ProgrammeOccurrence[];
  /** Ended within the archive window, latest first. */
  archive: ProgrammeOccurrence[];
  all: ProgrammeOccurrence[];
  builtAt: Date;
  /** Series are expanded up to here (SERIES_HORIZON_DAYS after the build); one-off events have no limit. */
  seriesUntil: Date;
}

function fail(documentId: string, field: string, problem: string): never {
  throw new DatasetError(documentId, field, problem);
}

function date(doc: EventDocument, field: 'start' | 'end'): Date {
  const value = doc[field];
  if (!value) fail(doc.id, field, 'mangler.');
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) fail(doc.id, field, `«${value}» er ikke et gyldig tidspunkt.`);
  return parsed;
}

function checkCategory(doc: CategoriesQueryResult[number]): Category {
  const slug = required(doc.id, 'slug', doc.slug);
  const slugProblem = pageSlugProblem(slug);
  if (slugProblem) fail(doc.id, 'slug', slugProblem);
  return {
    documentId: doc.id,
    title: required(doc.id, 'title', doc.title),
    slug,
    description: doc.description,
  };
}

/** The house as the building document describes it: where an event is unless it names another place. */
function housePlace(location: Location): Place {
  return {
    name: location.name,
    streetAddress: location.streetAddress,
    postalCode: location.postalCode,
    city: location.city,
    country: 'NO',
    geo: location.coordinates,
  };
}

function placeOf(doc: EventDocument, house: Place): Place {
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
    ...(p?.geo ? { geo: checkCoordinates(doc.id, 'place.geo', p.geo) } : {}),
  };
}

function recurrenceOf(doc: EventDocument): RecurrenceRule | null {
  const r = doc.recurrence;
  if (!r) return null;
  if (!r.frequency) fail(doc.id, 'recurrence.frequency', 'mangler («Hvor ofte»).');
  return {
    frequency: r.frequency,
    ...(r.rrule ? { rrule: r.rrule } : {}),
    ...(r.until ? { until: r.until } : {}),
    exceptions: r.exceptions ?? [],
    cancellations: (r.cancellations ?? []).map((c) => ({
      date: required(doc.id, 'recurrence.cancellations.date', c.date),
      ...(c.reason ? { reason: c.reason } : {}),
    })),
    changes: (r.changes ?? []).map(({ date, ...c }) => ({
      date: required(doc.id, 'recurrence.changes.date', date),
      ...Object.fromEntries(Object.entries(c).filter(([, value]) => value !== null)),
    })),
  };
}

/** A changed meeting ends after it starts; from the archive window on it must be a meeting of the series (model/dateChangeDates.ts). */
function checkChangeDates(doc: EventDocument, recurrence: RecurrenceRule | null, from: Date) {
  const fromKey = osloDateKey(from);
  for (const change of recurrence?.changes ?? []) {
    const timeProblem = changeTimeProblem(change);
    if (timeProblem) fail(doc.id, 'recurrence.changes', `Endret møte ${change.date}: ${timeProblem}`);
    if (change.date < fromKey) continue;
    const problem = changeDateProblem({ start: doc.start, end: doc.end, recurrence }, change.date);
    if (problem) fail(doc.id, 'recurrence.changes', problem);
  }
}

/** A cancelled date's own reason; a cancelled one-off event's reason from the document. */
function reasonOf(doc: EventDocument, dateReason: string | undefined): { cancellationReason?: string } {
  const reason = dateReason ?? (doc.status === 'cancelled' ? doc.cancellationReason : null);
  return reason ? { cancellationReason: reason } : {};
}

function imageOf(
  documentId: string,
  url: string,
  alt: string,
  hosted: HostedImageSource | null,
): NonNullable<ProgrammeOccurrence['image']> {
  return { url: imageUrl(documentId, 'image', url), alt, ...(hosted ? { hosted: hostedImage(documentId, 'image', hosted, url) } : {}) };
}

/** Turns one event document into its occurrences within [from, to); throws naming document and field. */
function occurrencesOf(doc: EventDocument, from: Date, to: Date, house: Place): ProgrammeOccurrence[] {
  const documentId = doc.id;
  if (!doc.title) fail(documentId, 'title', 'mangler.');
  if (!doc.slug) fail(documentId, 'slug', 'mangler.');
  const slugProblem = eventSlugProblem(doc.slug);
  if (slugProblem) fail(documentId, 'slug', slugProblem);
  if (!doc.category) fail(documentId, 'category', 'mangler eller peker på en kategori som ikke finnes.');
  if (!doc.summary) fail(documentId, 'summary', 'mangler.');
  const start = date(doc, 'start');
  const end = date(doc, 'end');
  const timeProblem = endProblem(start, end);
  if (timeProblem) fail(documentId, 'end', timeProblem);
  if (doc.image && doc.image.url && !doc.image.alt) fail(documentId, 'image.alt', 'bildet mangler alternativ tekst.');
  const recurrence = recurrenceOf(doc);
  checkChangeDates(doc, recurrence, from);
  let expanded;
  try {
    expanded = expandOccurrences({ start, end, recurrence }, from, to);
  } catch (error) {
    fail(documentId, 'recurrence', (error as Error).message);
  }
  const slug = doc.slug;
  const place = placeOf(doc, house);
  const base = {
    documentId,
    eventSlug: slug,
    isSeries: recurrence !== null,
    title: doc.title,
    summary: doc.summary,
    body: doc.body ?? [],
    category: checkCategory(doc.category),
    place,
    ...(doc.coordinator ? { coordinator: doc.coordinator } : {}),
    ...(doc.organiser ? { organiser: doc.organiser } : {}),
    ...(doc.image?.url && doc.image.alt ? { image: imageOf(documentId, doc.image.url, doc.image.alt, doc.image.hosted) } : {}),
    updatedAt: new Date(doc.updatedAt),
  };
  return expanded.map((o) => ({
    ...base,
    occurrenceId: occurrenceIdOf(slug, recurrence ? o.date : undefined),
    start: o.start,
    end: o.end,
    cancelled: doc.status === 'cancelled' || o.cancelled,
    ...reasonOf(doc, o.cancellationReason),
    ...(o.change
      ? {
          place: changedPlace(place, o.change, house),
          change: {
            moved: o.change.moved,
            ...(o.change.note ? { note: o.change.note } : {}),
            regularStart: o.change.regularStart,
            regularEnd: o.change.regularEnd,
            regularPlace: place,
          },
        }
      : {}),
  }));
}

/** Builds the programme relative to `now` (the build time). */
export async function buildProgramme(fetch: Fetcher, now: Date): Promise<Programme> {
  const [categoryDocs, docs, location] = await Promise.all([
    fetch<CategoriesQueryResult>(categoriesQuery, {}),
    fetch<EventsQueryResult>(eventsQuery, {}),
    getLocation(fetch),
  ]);
  const categories = categoryDocs.map(checkCategory);
  const house = housePlace(location);
  const from = new Date(now.getTime() - ARCHIVE_DAYS * DAY_MS);
  const seriesTo = new Date(now.getTime() + SERIES_HORIZON_DAYS * DAY_MS);
  const all = docs
    .flatMap((doc) => occurrencesOf(doc, from, doc.recurrence ? seriesTo : new Date(8.64e15), house))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.title.localeCompare(b.title, 'nb'));
  const taken = new Set<string>();
  for (const o of all) {
    if (taken.has(o.occurrenceId)) fail(o.documentId, 'slug', `adressen «${o.occurrenceId}» brukes av flere arrangementer.`);
    taken.add(o.occurrenceId);
  }
  return {
    categories,
    upcoming: all.filter((o) => o.end > now),
    archive: all.filter((o) => o.end <= now).reverse(),
    all,
    builtAt: now,
    seriesUntil: seriesTo,
  };
}

/** The programme of this build as of its clock (computed once; every page shares it). */
export function getProgramme(): Promise<Programme> {
  return once('programme', () => buildProgramme(contentFetcher(), siteNow()));
}

/** How many later dates of a series an event page lists. */
export const SERIES_DATES_SHOWN = 4;

/**
 * Up to `count` later occurrences of the same series that have not ended by `now`: the page of a
 * past date (a shared link, a search hit) points to the dates a visitor can still come to.
 */
export function laterInSeries(
  all: ProgrammeOccurrence[],
  occurrence: ProgrammeOccurrence,
  count: number,
  now: Date,
): ProgrammeOccurrence[] {
  return all.filter((o) => o.documentId === occurrence.documentId && o.start > occurrence.start && !hasEnded(o, now)).slice(0, count);
}

export const hasEnded = (occurrence: Pick<ProgrammeOccurrence, 'end'>, now: Date) => occurrence.end <= now;
