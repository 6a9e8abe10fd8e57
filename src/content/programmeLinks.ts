/** Absolute addresses of the programme's pages and feeds, and occurrences as calendar items. */
import { paths } from '../../model/routes';
import { SITE_URL } from '../../model/site';
import type { CalendarItem } from '../lib/ics';
import type { Place, ProgrammeOccurrence } from './programme';
import { sameAddress } from './address';
import { changeNotice } from './programmeChanges';

export const absolute = (path: string) => new URL(path, SITE_URL).href;
export const wholeFeedUrl = () => absolute(paths.feed);
export const uidDomain = () => new URL(SITE_URL).hostname.replace(/^www\./, '');

/** "Sentrum bedehus, Bønnerommet, 2. etasje, Kirkegata 10, 7013 Trondheim" */
export function placeLabel(place: Place): string {
  return [place.name, place.room, place.streetAddress, `${place.postalCode} ${place.city}`].filter(Boolean).join(', ');
}

/** "Sentrum bedehus, Bønnerommet" (short, for lists) */
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

export function toCalendarItem(o: ProgrammeOccurrence): CalendarItem {
  return {
    id: o.occurrenceId,
    title: o.title,
    summary: o.summary,
    start: o.start,
    end: o.end,
    cancelled: o.cancelled,
    ...(o.cancellationReason ? { cancellationReason: o.cancellationReason } : {}),
    ...(changeNotice(o) ? { notice: changeNotice(o) } : {}),
    location: placeLabel(o.place),
    url: absolute(paths.event(o.occurrenceId)),
    updatedAt: o.updatedAt,
    category: o.category.title,
  };
}
