/**
 * «Denne uka» and «Kommende» in the Studio: meetings, not documents. Every event document is
 * expanded into its meetings (series through model/recurrence, so cancelled and changed dates are
 * the site's), sorted by when they start, each described the way a volunteer reads it.
 */
import { expandOccurrences, SERIES_HORIZON_DAYS, type RecurrenceRule } from '../../model/recurrence';
import { formatClock, formatDay, osloDateKey, osloInstant, osloWallClock } from '../../model/osloTime';
import { DAY_MS } from '../../model/dayLength';
import { howOften } from '../i18n/howOften';

export interface EventForList {
  _id: string;
  title?: string;
  start?: string;
  end?: string;
  status?: string;
  place?: { room?: string; name?: string } | null;
  recurrence?: Partial<RecurrenceRule> | null;
}

export interface MeetingRow {
  /** Unique in the list: the document and the meeting's own date. */
  key: string;
  /** The event document (published id) the row opens. */
  documentId: string;
  /** The meeting's own date in its series (the «dato» the document opens at). */
  date: string;
  start: Date;
  title: string;
  /** «tirsdag 1. desember» (with the year outside this one) */
  day: string;
  /** «19.30–20.30» */
  time: string;
  /** «Bønnerommet, 2. etasje», another place's name, or «Bedehuset». */
  place: string;
  /** How often the series meets (studio/i18n/howOften.ts); none for a one-off event. */
  repeats?: string;
  status?: 'Avlyst' | 'Endret';
}

const HOUSE = 'Bedehuset';

/** The end of the Oslo week (Sunday 24.00) that `now` is in. */
function endOfWeek(now: Date): Date {
  const w = osloWallClock(now);
  const weekday = (new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay() + 6) % 7; // Monday = 0
  const monday = new Date(Date.UTC(w.year, w.month - 1, w.day + 7 - weekday));
  return osloInstant({ year: monday.getUTCFullYear(), month: monday.getUTCMonth() + 1, day: monday.getUTCDate(), hour: 0, minute: 0 });
}

/** Where a list stops: series are expanded as far as the site shows them; one-off events may be listed further. */
export interface ListWindow {
  seriesTo: Date;
  oneOffTo: Date;
}

function rowsOf(doc: EventForList, from: Date, window: ListWindow, year: number): MeetingRow[] {
  if (!doc.start || !doc.end) return [];
  const start = new Date(doc.start);
  const end = new Date(doc.end);
  const frequency = doc.recurrence?.frequency;
  let occurrences;
  try {
    occurrences = expandOccurrences(
      { start, end, recurrence: frequency ? { ...doc.recurrence, frequency } : null },
      from,
      frequency ? window.seriesTo : window.oneOffTo,
    );
  } catch {
    return []; // a half-written document: it shows again once it is whole
  }
  const documentId = doc._id.replace(/^drafts\./, '');
  const seriesPlace = doc.place?.room?.trim() || doc.place?.name?.trim() || HOUSE;
  return occurrences.map((o) => {
    const changedPlace = o.change?.room ?? o.change?.place?.name;
    const cancelled = doc.status === 'cancelled' || o.cancelled;
    return {
      key: `${documentId}@${o.date}`,
      documentId,
      date: o.date,
      start: o.start,
      title: doc.title?.trim() || 'Uten tittel',
      day: formatDay(o.start, year),
      time:
        osloDateKey(o.start) === osloDateKey(o.end)
          ? `${formatClock(o.start)}–${formatClock(o.end)}`
          : `${formatClock(o.start)} – ${formatDay(o.end, year)} ${formatClock(o.end)}`,
      place: changedPlace?.trim() || seriesPlace,
      ...(frequency ? { repeats: howOften(frequency, doc.recurrence?.rrule) } : {}),
      ...(cancelled ? { status: 'Avlyst' as const } : o.change ? { status: 'Endret' as const } : {}),
    };
  });
}

/** Meetings not ended by `now` that start within the window, in the order they happen. */
export function meetingRows(docs: EventForList[], now: Date, window: ListWindow): MeetingRow[] {
  const year = osloWallClock(now).year;
  return docs
    .flatMap((doc) => rowsOf(doc, now, window, year))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.title.localeCompare(b.title, 'nb'));
}

/** «Denne uka»: the rest of this Oslo week (to Sunday midnight). */
export const thisWeek = (now: Date): ListWindow => ({ seriesTo: endOfWeek(now), oneOffTo: endOfWeek(now) });

/** «Kommende»: series as far ahead as the site shows them, every one-off event still ahead. */
export const upcoming = (now: Date): ListWindow => ({
  seriesTo: new Date(now.getTime() + SERIES_HORIZON_DAYS * DAY_MS),
  oneOffTo: new Date(8.64e15),
});
