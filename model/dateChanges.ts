/**
 * One meeting of a series changed on its own («Endre én dato» in the Studio): a new time, room or
 * place, and a short note for visitors. Stored in the series' recurrence.changes, keyed by the
 * meeting's own date in the series, so its address (/program/<slug>-<date>) and calendar UID stay
 * the same wherever it moves. model/recurrence.ts applies the changes while it expands a series, so
 * every list, page, sheet, image and calendar file gets the changed meeting from one place.
 */
import { endProblem } from './eventTimes';
import { osloDateKey } from './osloTime';
import type { Recurrence } from '../sanity.types';
import { DAY_MS } from './dayLength';

/**
 * One changed meeting as stored (studio/schemaTypes/objects/dateChange.ts, typed by Sanity TypeGen):
 * its date in the series ("YYYY-MM-DD", Oslo), a new start and end, room or place, and the note
 * visitors read beside «Flyttet» or «Endret». An absent field keeps the series' own. The date is
 * required here: the schema refuses a change without one.
 */
export type DateChange = Omit<NonNullable<Recurrence['changes']>[number], '_type' | '_key'> & { date: string };

/** What changed about one occurrence, and what it would have been. */
export interface OccurrenceChange {
  /** The start moved (another day or time): visitors read «Flyttet»; else «Endret». */
  moved: boolean;
  note?: string;
  /** The meeting as the series has it, before the change. */
  regularStart: Date;
  regularEnd: Date;
  room?: string;
  place?: { name?: string; streetAddress?: string; postalCode?: string; city?: string };
}

/** A note visitors will read: one line, short. */
export const CHANGE_NOTE_MAX_LENGTH = 120;

export function changeNoteProblem(note: string | undefined): string | null {
  const text = note?.trim() ?? '';
  if (!text) return 'Skriv en kort beskjed til besøkende, f.eks. «Flyttet til Lillesalen på grunn av basaren».';
  if (text.length > CHANGE_NOTE_MAX_LENGTH) return `Beskjeden er ${text.length} tegn; korte den ned til høyst ${CHANGE_NOTE_MAX_LENGTH}.`;
  return null;
}

/** Problems with the change's own time: both or neither of start and end, and the end after the start. */
export function changeTimeProblem(change: Pick<DateChange, 'start' | 'end'>): string | null {
  if (!change.start && !change.end) return null;
  if (!change.start || !change.end) return 'Et flyttet møte trenger både ny start og ny slutt.';
  const start = new Date(change.start);
  const end = new Date(change.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return 'Ny start eller slutt er ikke et gyldig tidspunkt.';
  return endProblem(start, end);
}

/** How far (ms) any change moves a meeting from its own date: expansion widens its window by this much. */
export function changeReachMs(changes: readonly DateChange[] | undefined): number {
  let reach = 0;
  for (const change of changes ?? []) {
    if (!change.start) continue;
    const moved = Math.abs(Date.parse(`${osloDateKey(new Date(change.start))}T00:00:00Z`) - Date.parse(`${change.date}T00:00:00Z`));
    if (Number.isFinite(moved)) reach = Math.max(reach, moved + DAY_MS);
  }
  return reach;
}

const nonEmpty = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/**
 * The occurrence with its change applied (new start, end; the change described), or as it was when
 * the change alters nothing. A change with a broken time throws the Norwegian problem.
 */
export function applyDateChange<O extends { date: string; start: Date; end: Date }>(
  occurrence: O,
  change: DateChange | undefined,
): O & { change?: OccurrenceChange } {
  if (!change) return occurrence;
  const timeProblem = changeTimeProblem(change);
  if (timeProblem) throw new Error(`Endret møte ${change.date}: ${timeProblem}`);
  const start = change.start ? new Date(change.start) : occurrence.start;
  const end = change.end ? new Date(change.end) : occurrence.end;
  const room = nonEmpty(change.room);
  const place = {
    name: nonEmpty(change.placeName),
    streetAddress: nonEmpty(change.streetAddress),
    postalCode: nonEmpty(change.postalCode),
    city: nonEmpty(change.city),
  };
  const placeChanged = Boolean(place.name || place.streetAddress);
  const note = nonEmpty(change.note);
  const moved = start.getTime() !== occurrence.start.getTime();
  if (!moved && end.getTime() === occurrence.end.getTime() && !room && !placeChanged && !note) return occurrence;
  return {
    ...occurrence,
    start,
    end,
    change: {
      moved,
      ...(note ? { note } : {}),
      regularStart: occurrence.start,
      regularEnd: occurrence.end,
      ...(room ? { room } : {}),
      ...(placeChanged ? { place: Object.fromEntries(Object.entries(place).filter(([, v]) => v)) } : {}),
    },
  };
}
