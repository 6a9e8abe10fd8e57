/** schema.org Event for one occurrence: what search engines show as an event card. */
import { toOsloIso } from '../../model/osloTime';

/** Where an event is, as schema.org's Place and PostalAddress need it. */
interface JsonLdPlace {
  name: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  country: string;
  geo?: { lat: number; lng: number };
}

/** One occurrence for search engines, with its page and organiser (src/content/programmeLinks.ts makes it). */
export interface JsonLdInput {
  title: string;
  summary: string;
  start: Date;
  end: Date;
  cancelled: boolean;
  place: JsonLdPlace;
  /** The start the meeting had before it was moved on its own (schema.org EventRescheduled). */
  previousStart?: Date | undefined;
  url: string;
  image?: string;
  organiser: { name: string; url: string };
}

export function eventJsonLd(e: JsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    description: e.summary,
    startDate: toOsloIso(e.start),
    endDate: toOsloIso(e.end),
    eventStatus: e.cancelled
      ? 'https://schema.org/EventCancelled'
      : e.previousStart
        ? 'https://schema.org/EventRescheduled'
        : 'https://schema.org/EventScheduled',
    ...(e.previousStart && !e.cancelled ? { previousStartDate: toOsloIso(e.previousStart) } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: e.url,
    ...(e.image ? { image: [e.image] } : {}),
    location: {
      '@type': 'Place',
      name: e.place.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: e.place.streetAddress,
        postalCode: e.place.postalCode,
        addressLocality: e.place.city,
        addressCountry: e.place.country,
      },
      ...(e.place.geo ? { geo: { '@type': 'GeoCoordinates', latitude: e.place.geo.lat, longitude: e.place.geo.lng } } : {}),
    },
    organizer: { '@type': 'Organization', name: e.organiser.name, url: e.organiser.url },
  };
}

/** JSON for a <script type="application/ld+json"> block: "<" escaped so text cannot close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
