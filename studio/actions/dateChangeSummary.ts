/**
 * What publishing the draft does to single meetings of a series, in Norwegian: a date changed,
 * cancelled or skipped on its own, or such a change undone («Møtet tirsdag 1. desember kl. 19.30
 * flyttes til kl. 18.30.»). Compares recurrence.changes, cancellations and exceptions of the
 * published document and the draft, date by date; the series' own schedule is seriesChange.ts's.
 */
import { applyDateChange, type DateChange } from '../../model/dateChanges';
import { formatDay, formatTime, osloDateKey, osloWallClock } from '../../model/osloTime';
import type { Occurrence } from '../../model/recurrence';
import { regularAhead, type ScheduledEvent } from './seriesChange';

/** The fields of a stored change that visitors see (not its _key or _type). */
const CHANGE_FIELDS = ['start', 'end', 'room', 'placeName', 'streetAddress', 'postalCode', 'city', 'note'] as const;

const changeText = (change: DateChange | undefined) =>
  change ? JSON.stringify(CHANGE_FIELDS.map((field) => change[field]?.trim() || null)) : '';

const byDate = <T extends { date?: string }>(items: readonly T[] | undefined) =>
  new Map((items ?? []).flatMap((item) => (item.date ? [[item.date, item] as const] : [])));

/** «flyttes til kl. 18.30, i Lillesalen», «slutter kl. 21.00», «blir i Lillesalen», or «får ny beskjed: «…»» when only the note is new. */
function whatChanges(meeting: Occurrence, change: DateChange, year: number): string {
  const changed = applyDateChange(meeting, change).change;
  const where = [changed?.room && `i ${changed.room}`, changed?.place && `på ${changed.place.name ?? changed.place.streetAddress}`];
  const place = where.filter(Boolean).join(', ');
  if (changed?.moved && change.start) {
    const start = new Date(change.start);
    const day = osloDateKey(meeting.start) === osloDateKey(start) ? '' : `${formatDay(start, year)} `;
    return `flyttes til ${day}${formatTime(start)}${place ? `, ${place}` : ''}`;
  }
  const end = change.end ? new Date(change.end) : meeting.end;
  const ends = end.getTime() !== meeting.end.getTime() ? `slutter ${formatTime(end)}` : '';
  if (ends || place) return [ends, place && `blir ${place}`].filter(Boolean).join(' og ');
  return changed?.note ? `får ny beskjed: «${changed.note}»` : 'blir som vanlig';
}

/**
 * One sentence per meeting ahead that publishing changes on its own, in date order; empty when no
 * single meeting changes (or either document cannot be expanded yet).
 */
export function describeDateChanges(
  published: ScheduledEvent | null | undefined,
  draft: ScheduledEvent | null | undefined,
  now: Date,
): string[] {
  if (!published?.recurrence?.frequency || !draft?.recurrence?.frequency) return [];
  const [before, after] = [regularAhead(published, now), regularAhead(draft, now)];
  if (!before || !after) return [];
  // A skipped meeting is only in the list of the document that does not skip it.
  const meetings = new Map([...before, ...after].map((o) => [o.date, o]));
  const year = osloWallClock(now).year;
  const [changesBefore, changesAfter] = [byDate(published.recurrence.changes), byDate(draft.recurrence.changes)];
  const [cancelledBefore, cancelledAfter] = [byDate(published.recurrence.cancellations), byDate(draft.recurrence.cancellations)];
  const skipped = (doc: ScheduledEvent, date: string) => (doc.recurrence?.exceptions ?? []).includes(date);
  const sentences: string[] = [];
  for (const [date, meeting] of [...meetings].sort(([a], [b]) => a.localeCompare(b))) {
    const label = `Møtet ${formatDay(meeting.start, year)} ${formatTime(meeting.start)}`;
    const [changeBefore, changeAfter] = [changesBefore.get(date), changesAfter.get(date)];
    if (skipped(published, date) !== skipped(draft, date)) {
      sentences.push(`${label} ${skipped(draft, date) ? 'tas ut av programmet' : 'kommer tilbake i programmet'}.`);
    } else if (cancelledBefore.has(date) !== cancelledAfter.has(date)) {
      sentences.push(`${label} ${cancelledAfter.has(date) ? 'avlyses' : 'er ikke lenger avlyst'}.`);
    }
    if (changeText(changeBefore) === changeText(changeAfter)) continue;
    try {
      sentences.push(changeAfter ? `${label} ${whatChanges(meeting, changeAfter, year)}.` : `${label} blir som vanlig igjen.`);
    } catch {
      // A change with a broken time: its own field says what to correct.
    }
  }
  return sentences;
}
