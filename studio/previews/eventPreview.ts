/**
 * What a volunteer reads in a list of events: the title, then when and where in Norwegian and Oslo
 * time, e.g. «tirsdag 1. desember kl. 19.30 · Bønnerommet». For a series the next meeting is shown,
 * so the list answers «when is the next one?».
 */
import { expandOccurrences, type RecurrenceRule } from '../../model/recurrence';
import { formatDay, formatTime, osloWallClock } from '../../model/osloTime';
import { DAY_MS } from '../../model/dayLength';
import { howOften } from '../i18n/howOften';

export interface EventPreviewFields {
  title?: string;
  start?: string;
  end?: string;
  status?: string;
  recurrence?: Partial<RecurrenceRule> | null;
  room?: string;
  placeName?: string;
}

/** An event without a place of its own is in the house. */
const HOUSE_PLACE_LABEL = 'Bedehuset';

/** The date of a series shown in lists: the next one that has not ended, else the first. */
function shownOccurrence(fields: EventPreviewFields, start: Date, end: Date, now: Date) {
  const frequency = fields.recurrence?.frequency;
  if (!frequency) return { start, cancelled: false };
  try {
    const [next] = expandOccurrences(
      { start, end, recurrence: { ...fields.recurrence, frequency } },
      now,
      new Date(now.getTime() + 400 * DAY_MS),
    );
    return next ? { start: next.start, cancelled: next.cancelled } : { start, cancelled: false };
  } catch {
    // A half-written rule while the volunteer types: show the first meeting until it is whole.
    return { start, cancelled: false };
  }
}

export function eventPreview(fields: EventPreviewFields, now: Date = new Date()): { title: string; subtitle: string } {
  const title = fields.title?.trim() || 'Uten tittel';
  const cancelled = fields.status === 'cancelled';
  const place = fields.room?.trim() || fields.placeName?.trim() || HOUSE_PLACE_LABEL;
  const start = fields.start ? new Date(fields.start) : null;
  if (!start || Number.isNaN(start.getTime())) return { title: cancelled ? `Avlyst: ${title}` : title, subtitle: `Uten dato · ${place}` };
  const end = fields.end ? new Date(fields.end) : new Date(start.getTime() + 3_600_000);
  const shown = shownOccurrence(fields, start, end > start ? end : new Date(start.getTime() + 3_600_000), now);
  const when = `${formatDay(shown.start, osloWallClock(now).year)} ${formatTime(shown.start)}`;
  const frequency = fields.recurrence?.frequency;
  const repeats = frequency ? ` (${howOften(frequency, fields.recurrence?.rrule)})` : '';
  const dateCancelled = shown.cancelled ? 'avlyst ' : '';
  return { title: cancelled ? `Avlyst: ${title}` : title, subtitle: `${dateCancelled}${when} · ${place}${repeats}` };
}
