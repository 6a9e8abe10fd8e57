/**
 * Where a published document is seen on the site, for «Se på nettsiden». Paths come from the site's
 * route table and the origin from model/site.ts, so the Studio links where the site really puts things.
 */
import { expandOccurrences, SERIES_HORIZON_DAYS, type RecurrenceRule } from '../../model/recurrence';
import { LEGAL_SLUGS, paths, type LegalSlug } from '../../model/routes';
import { SITE_URL } from '../../model/site';
import { DAY_MS } from '../../model/dayLength';

export interface PublishedDocument {
  _type: string;
  slug?: { current?: string };
  start?: string;
  end?: string;
  recurrence?: Partial<RecurrenceRule> | null;
}

const isLegalSlug = (slug: string | undefined): slug is LegalSlug => (LEGAL_SLUGS as readonly string[]).includes(slug ?? '');

/** A series' page is per meeting: the next one that has not ended (or the programme when none is left). */
function eventPath(doc: PublishedDocument, now: Date): string | null {
  const slug = doc.slug?.current;
  if (!slug) return null;
  const frequency = doc.recurrence?.frequency;
  if (!frequency) return paths.event(slug);
  if (!doc.start || !doc.end) return paths.program;
  try {
    const [next] = expandOccurrences(
      { start: new Date(doc.start), end: new Date(doc.end), recurrence: { ...doc.recurrence, frequency } },
      now,
      new Date(now.getTime() + SERIES_HORIZON_DAYS * DAY_MS),
    );
    return next ? paths.event(`${slug}-${next.date}`) : paths.program;
  } catch {
    return paths.program;
  }
}

/** The site path that shows this document, or null when it has none (yet). */
export function livePath(doc: PublishedDocument, now: Date = new Date()): string | null {
  switch (doc._type) {
    case 'event':
      return eventPath(doc, now);
    case 'activity':
    case 'activitiesPage':
      return paths.activities;
    case 'category':
      return doc.slug?.current ? paths.category(doc.slug.current) : null;
    case 'legalPage':
      return isLegalSlug(doc.slug?.current) ? paths.legal(doc.slug.current) : null;
    case 'siteSettings':
      return paths.home;
    case 'location':
    case 'aboutPage':
      return paths.about;
    case 'membership':
      return paths.membership;
    case 'donationRecipient':
    case 'donationsPage':
      return paths.donations;
    case 'hallRoom':
    case 'hallHirePage':
      return paths.hallHire;
    default:
      return null;
  }
}

export function liveUrl(doc: PublishedDocument, now: Date = new Date()): string | null {
  const path = livePath(doc, now);
  return path === null ? null : `${SITE_URL}${path}`;
}
