/**
 * What «Avlys en dato» and «Avlys» write, in the form the site already reads: a series keeps its
 * cancelled dates in recurrence.cancellations ({date, reason}); a one-off event gets status
 * «cancelled» and cancellationReason. Cancelled occurrences stay in the programme, marked «Avlyst».
 */
import type { RecurrenceRule } from '../../model/recurrence';
import { formatDay, formatTime, osloWallClock } from '../../model/osloTime';
import { comingMeetings } from './comingMeetings';

export interface CancellableEvent {
  start?: string;
  end?: string;
  status?: string;
  recurrence?: Partial<RecurrenceRule> | null;
}

export interface DateChoice {
  /** "2026-12-01": the Oslo date, as stored in recurrence.cancellations. */
  date: string;
  /** «tirsdag 1. desember kl. 19.30» */
  label: string;
}

export const isSeries = (doc: CancellableEvent | null | undefined): boolean => Boolean(doc?.recurrence?.frequency);

/**
 * The dates of a series a volunteer may cancel: every meeting that has not ended, as far ahead as
 * the site shows the programme, except dates already cancelled.
 */
export function cancellableDates(doc: CancellableEvent, now: Date): DateChoice[] {
  const year = osloWallClock(now).year;
  return comingMeetings(doc, now).map((o) => ({ date: o.date, label: `${formatDay(o.start, year)} ${formatTime(o.start)}` }));
}

/** A reason visitors will read: required, one line, as long as the field allows. */
export const REASON_MAX_LENGTH = 120;

export function reasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (!text) return 'Skriv en kort begrunnelse, f.eks. «Avlyst på grunn av basaren». Den vises i programmet.';
  if (text.length > REASON_MAX_LENGTH) return `Begrunnelsen er ${text.length} tegn; korte den ned til høyst ${REASON_MAX_LENGTH}.`;
  return null;
}

type Patch = Record<string, unknown>;

/** The patches that add one cancelled date to a series (the array is created when missing). */
export function cancelDatePatches(date: string, reason: string, key: string): Patch[] {
  return [
    { setIfMissing: { 'recurrence.cancellations': [] } },
    { insert: { after: 'recurrence.cancellations[-1]', items: [{ _key: key, _type: 'cancellation', date, reason: reason.trim() }] } },
  ];
}

/** The patch that cancels a one-off event. */
export function cancelEventPatches(reason: string): Patch[] {
  return [{ set: { status: 'cancelled', cancellationReason: reason.trim() } }];
}
