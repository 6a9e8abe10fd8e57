/**
 * What «Endre én dato» offers and writes: the coming meetings of a series (with any change they
 * already have), the form filled from the chosen one, and the patches that store or undo the
 * change in recurrence.changes (model/dateChanges.ts), in the form the site reads.
 */
import { changeNoteProblem, type DateChange } from '../../model/dateChanges';
import type { RecurrenceRule } from '../../model/recurrence';
import { formatClock, formatDay, formatTime, osloDateKey, osloInstant, osloWallClock } from '../../model/osloTime';
import { POSTAL_CODE } from '../../model/postalCode';
import { comingMeetings } from './comingMeetings';

type StoredChange = DateChange & { _key?: string };

export interface ChangeableEvent {
  start?: string;
  end?: string;
  place?: { room?: string } | null;
  recurrence?: (Partial<Omit<RecurrenceRule, 'changes'>> & { changes?: StoredChange[] }) | null;
}

export interface MeetingChoice {
  /** The meeting's own date in the series (the change's key). */
  date: string;
  /** «tirsdag 1. desember kl. 19.30», with «(endret)» when it has a change. */
  label: string;
  regularStart: Date;
  regularEnd: Date;
  change?: StoredChange;
}

/** Coming meetings that are not cancelled, as far ahead as the site shows, each with its change if any. */
export function changeableMeetings(doc: ChangeableEvent, now: Date): MeetingChoice[] {
  const stored = new Map((doc.recurrence?.changes ?? []).map((c) => [c.date, c]));
  const year = osloWallClock(now).year;
  return comingMeetings(doc, now)
    .map((o) => {
      const regularStart = o.change?.regularStart ?? o.start;
      const change = stored.get(o.date);
      return {
        date: o.date,
        label: `${formatDay(regularStart, year)} ${formatTime(regularStart)}${change ? ' (endret)' : ''}`,
        regularStart,
        regularEnd: o.change?.regularEnd ?? o.end,
        ...(change ? { change } : {}),
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The dialog's fields, as text, the way a volunteer types them. */
export interface ChangeForm {
  /** New day, "YYYY-MM-DD". */
  day: string;
  /** "18.00", as the Studio writes times; "18:00", "18,00" and "1800" are read too. */
  from: string;
  to: string;
  room: string;
  placeName: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  note: string;
}

/** The form as the meeting is now: its change, or the series' own time and room. */
export function formFor(meeting: MeetingChoice, doc: ChangeableEvent): ChangeForm {
  const c = meeting.change;
  const start = c?.start ? new Date(c.start) : meeting.regularStart;
  const end = c?.end ? new Date(c.end) : meeting.regularEnd;
  return {
    day: osloDateKey(start),
    from: formatClock(start),
    to: formatClock(end),
    room: c?.room ?? doc.place?.room ?? '',
    placeName: c?.placeName ?? '',
    streetAddress: c?.streetAddress ?? '',
    postalCode: c?.postalCode ?? '',
    city: c?.city ?? '',
    note: c?.note ?? '',
  };
}

export type FormProblem = { field: keyof ChangeForm; message: string };

// A phone's number pad in Norwegian has a comma, not a point.
const CLOCK = /^(\d{1,2})[:.,]?(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function instant(day: string, time: string): Date | null {
  const d = DAY.exec(day);
  const t = CLOCK.exec(time.trim());
  if (!d || !t || +t[1] > 23 || +t[2] > 59) return null;
  return osloInstant({ year: +d[1], month: +d[2], day: +d[3], hour: +t[1], minute: +t[2] });
}

/**
 * The change the form describes, keeping only what differs from the series (a room equal to the
 * series' room is no change), or the first problem, named by its field, in Norwegian.
 */
export function changeFromForm(
  form: ChangeForm,
  meeting: MeetingChoice,
  doc: ChangeableEvent,
): { change: DateChange } | { problem: FormProblem } {
  if (!DAY.test(form.day)) return { problem: { field: 'day', message: 'Velg en dato.' } };
  const start = instant(form.day, form.from);
  if (!start) return { problem: { field: 'from', message: 'Skriv klokkeslettet som 18.00.' } };
  const end = instant(form.day, form.to);
  if (!end) return { problem: { field: 'to', message: 'Skriv klokkeslettet som 20.00.' } };
  if (!(end > start)) return { problem: { field: 'to', message: '«Til» må være etter «Fra».' } };
  if (form.postalCode.trim() && !POSTAL_CODE.test(form.postalCode.trim()))
    return { problem: { field: 'postalCode', message: 'Skriv postnummeret med fire sifre, f.eks. «1234».' } };
  const noteProblem = changeNoteProblem(form.note);
  if (noteProblem) return { problem: { field: 'note', message: noteProblem } };
  const timeChanged = start.getTime() !== meeting.regularStart.getTime() || end.getTime() !== meeting.regularEnd.getTime();
  const room = form.room.trim();
  const text = (value: string) => (value.trim() ? value.trim() : undefined);
  const change: DateChange = {
    date: meeting.date,
    ...(timeChanged ? { start: start.toISOString(), end: end.toISOString() } : {}),
    ...(room && room !== (doc.place?.room ?? '').trim() ? { room } : {}),
    ...Object.fromEntries(
      (['placeName', 'streetAddress', 'postalCode', 'city'] as const).flatMap((field) =>
        text(form[field]) ? [[field, text(form[field])]] : [],
      ),
    ),
    note: form.note.trim(),
  };
  return { change };
}

type Patch = Record<string, unknown>;
const itemPath = (key: string) => `recurrence.changes[_key=="${key}"]`;

/** Store a change: replaces the meeting's earlier change (same key), or adds one (the array is created when missing). */
export function saveChangePatches(change: DateChange, existingKey: string | undefined, newKey: string): Patch[] {
  if (existingKey) return [{ set: { [itemPath(existingKey)]: { ...change, _key: existingKey, _type: 'dateChange' } } }];
  return [
    { setIfMissing: { 'recurrence.changes': [] } },
    { insert: { after: 'recurrence.changes[-1]', items: [{ ...change, _key: newKey, _type: 'dateChange' }] } },
  ];
}

/** Undo a change: the meeting is again as the series has it. */
export function undoChangePatches(key: string): Patch[] {
  return [{ unset: [itemPath(key)] }];
}
