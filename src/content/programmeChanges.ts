/**
 * A meeting changed on its own («Endre én dato»), as visitors read it: «Flyttet» when its start
 * moved, «Endret» when only its end, room or place did, with the volunteer's note. One wording for
 * lists, the event page, the print sheet, the share image and the calendar files.
 */
import { t } from '../i18n/nb';
import type { OccurrenceChange } from '../../model/dateChanges';
import type { Place, ProgrammeOccurrence } from './programme';

/** «Flyttet» or «Endret»; null for a meeting as the series has it (or a cancelled one: «Avlyst» says it all). */
export function changeLabel(o: Pick<ProgrammeOccurrence, 'change' | 'cancelled'>): string | null {
  if (!o.change || o.cancelled) return null;
  return o.change.moved ? t.program.moved : t.program.changed;
}

/** «Flyttet: Tidligere på grunn av julebordet», for the calendar's description and the add links. */
export function changeNotice(o: Pick<ProgrammeOccurrence, 'change' | 'cancelled'>): string | undefined {
  const label = changeLabel(o);
  if (!label) return undefined;
  return o.change?.note ? `${label}: ${o.change.note}` : label;
}

/** The start a moved meeting had (JSON-LD's previousStartDate); none when it did not move. */
export function rescheduledFrom(o: Pick<ProgrammeOccurrence, 'change' | 'cancelled'>): Date | undefined {
  return o.change?.moved && !o.cancelled ? o.change.regularStart : undefined;
}

/**
 * Where a changed meeting is: another place (name, address; the house's postal details where left
 * out) with the new room or none; else the series' place with the new room.
 */
export function changedPlace(place: Place, change: OccurrenceChange, house: Place): Place {
  const room = change.room ? { room: change.room } : {};
  if (!change.place) return { ...place, ...room };
  const p = change.place;
  return {
    name: p.name ?? house.name,
    ...room,
    streetAddress: p.streetAddress ?? house.streetAddress,
    postalCode: p.postalCode ?? house.postalCode,
    city: p.city ?? house.city,
    country: 'NO',
  };
}
