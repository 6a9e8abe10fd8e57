/** Absolute addresses of the programme's pages and feeds, and occurrences as calendar items. */
import { paths } from '../../model/routes';
import { SITE_URL } from '../../model/site';
import type { CalendarItem } from '../lib/ics';
import type { JsonLdInput } from '../lib/eventJsonLd';
import type { Place, ProgrammeOccurrence } from './programme';
import { sameAddress } from './address';
import { changeNotice, rescheduledFrom } from './programmeChanges';

export const absolute = (path: string) => new URL(path, SITE_URL).href;
export const wholeFeedUrl = () => absolute(paths.feed);
export const uidDomain = () => new URL(SITE_URL).hostname.replace(/^www\./, '');

/** "Bedehuset, Bønnerommet, 2. etasje, Storgata 1, 1234 Byen" */
export function placeLabel(place: Place): string {
  return [place.name, place.room, place.streetAddress, `${place.postalCode} ${place.city}`].filter(Boolean).join(', ');
}

/** "Bedehuset, Bønnerommet" (short, for lists) */
export function placeShort(place: Place): string {
  return [place.name, place.room].filter(Boolean).join(', ');
}

/**
 * Where a sheet that names the house once says an occurrence is: only the room in the house
 * ("Bønnerommet", or nothing), the other place in full ("Bedehushagen").
 */
export function placeBesidesHouse(place: Place, house: { name: string; streetAddress: string; postalCode: string }): string {
  const inHouse = place.name === house.name && sameAddress(place, house);
  return inHouse ? (place.room ?? '') : placeShort(place);
}

/** The occurrence as a calendar event: its own fields as they are, the rest resolved to text. */
export function toCalendarItem(o: ProgrammeOccurrence): CalendarItem {
  const notice = changeNotice(o);
  return {
    ...o,
    id: o.occurrenceId,
    ...(notice ? { notice } : {}),
    location: placeLabel(o.place),
    url: absolute(paths.event(o.occurrenceId)),
    category: o.category.title,
  };
}

/**
 * The occurrence for its page's JSON-LD: its own fields as they are, with its address, picture and
 * organiser (the house, `houseName`, unless the event names another).
 */
export function toJsonLdInput(o: ProgrammeOccurrence, houseName: string, image?: string): JsonLdInput {
  return {
    ...o,
    previousStart: rescheduledFrom(o),
    url: absolute(paths.event(o.occurrenceId)),
    image,
    organiser: { name: o.organiser ?? houseName, url: SITE_URL },
  };
}
