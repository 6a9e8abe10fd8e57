/**
 * What a change to Start, Slutt, the rule or «Siste dato» does to the meetings ahead, in Norwegian,
 * for the volunteer to read before Publiser: «23 kommende møter flyttes fra tirsdag kl. 19.30 til
 * tirsdag kl. 18.00». Compares the series' own schedule in the published document and the draft,
 * both expanded by model/recurrence as the site will, without the single dates changed or cancelled
 * on their own (dateChangeSummary.ts describes those): moving one meeting never moves the series.
 */
import { expandOccurrences, SERIES_HORIZON_DAYS, type Occurrence, type RecurrenceRule } from '../../model/recurrence';
import { formatClock, formatDateTime, formatTime, osloWallClock } from '../../model/osloTime';
import { DAY_MS } from '../../model/dayLength';
import { howOften } from '../i18n/howOften';

export interface ScheduledEvent {
  start?: string;
  end?: string;
  recurrence?: Partial<RecurrenceRule> | null;
}

const WEEKDAYS = ['søndag', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag'];

const weekdayIndex = (d: Date) => {
  const w = osloWallClock(d);
  return new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
};
const slot = (d: Date) => `${WEEKDAYS[weekdayIndex(d)]} ${formatTime(d)}`;
/**
 * «tirsdag kl. 19.30», or «tirsdag kl. 19.30 og torsdag kl. 19.30»: every weekday and time the
 * meetings have, Monday first, whichever of them comes next.
 */
function slots(list: Occurrence[]): string {
  const keyed = new Map(list.map((o) => [`${(weekdayIndex(o.start) + 6) % 7}${formatClock(o.start)}`, slot(o.start)]));
  const names = [...keyed].sort(([a], [b]) => a.localeCompare(b)).map(([, name]) => name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} og ${names[names.length - 1]}` : (names[0] ?? '');
}
const meetings = (n: number) => (n === 1 ? '1 kommende møte' : `${n} kommende møter`);
const norwegianDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${d}. ${['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'][m - 1]} ${y}`;
};

/**
 * The meetings ahead at the series' own times (not skipped; cancelled ones count; single-date
 * changes left out), or null when the document cannot be expanded yet.
 */
export function regularAhead(doc: ScheduledEvent, now: Date): Occurrence[] | null {
  if (!doc.start || !doc.end) return null;
  const start = new Date(doc.start);
  const end = new Date(doc.end);
  if (Number.isNaN(start.getTime()) || !(end > start)) return null;
  const frequency = doc.recurrence?.frequency;
  try {
    const to = frequency ? new Date(now.getTime() + SERIES_HORIZON_DAYS * DAY_MS) : new Date(8.64e15);
    const recurrence = frequency ? { ...doc.recurrence, frequency, changes: [] } : null;
    return expandOccurrences({ start, end, recurrence }, now, to);
  } catch {
    return null;
  }
}

/**
 * Sentences describing what publishing `draft` over `published` does to the meetings ahead; empty
 * when nothing ahead changes (or the draft is not whole yet: its fields say why).
 */
export function describeScheduleChange(
  published: ScheduledEvent | null | undefined,
  draft: ScheduledEvent | null | undefined,
  now: Date,
): string[] {
  if (!published || !draft) return [];
  const before = regularAhead(published, now);
  const after = regularAhead(draft, now);
  if (!before || !after) return [];
  const sentences: string[] = [];
  const series = Boolean(draft.recurrence?.frequency);
  const [b, a] = [before[0], after[0]];
  if (!series) {
    if (b && a && (b.start.getTime() !== a.start.getTime() || b.end.getTime() !== a.end.getTime())) {
      sentences.push(`Arrangementet flyttes fra ${formatDateTime(b.start)} til ${formatDateTime(a.start)}.`);
    }
    return sentences;
  }
  const beforeFrequency = published.recurrence?.frequency;
  const [oftenBefore, oftenAfter] = [
    beforeFrequency && howOften(beforeFrequency, published.recurrence?.rrule),
    howOften(draft.recurrence!.frequency!, draft.recurrence?.rrule),
  ];
  if (oftenBefore && oftenBefore !== oftenAfter) sentences.push(`Møtene blir ${oftenAfter} i stedet for ${oftenBefore}.`);
  // The weekdays and times the rule gives, not the first meeting's: a skipped Tuesday in a Tuesday
  // and Thursday series makes Thursday the next meeting without moving anything.
  const [slotsBefore, slotsAfter] = [slots(before), slots(after)];
  const moved = Boolean(b && a && slotsBefore !== slotsAfter);
  if (moved) {
    const endless = !draft.recurrence?.until;
    const count = endless ? 'Alle kommende møter' : meetings(after.length);
    sentences.push(`${count.charAt(0).toUpperCase()}${count.slice(1)} flyttes fra ${slotsBefore} til ${slotsAfter}.`);
  }
  // A new length: the end named on its own (a moved start takes the end with it, keeping the length).
  if (b && a && b.end.getTime() - b.start.getTime() !== a.end.getTime() - a.start.getTime()) {
    sentences.push(
      moved ? `De slutter kl. ${formatClock(a.end)}.` : `Møtene slutter kl. ${formatClock(a.end)} i stedet for kl. ${formatClock(b.end)}.`,
    );
  }
  const untilBefore = published.recurrence?.until;
  const untilAfter = draft.recurrence?.until;
  if (untilBefore !== untilAfter) {
    const last = untilAfter ? `Siste møte blir ${norwegianDate(untilAfter)}` : 'Serien går nå uten siste dato';
    const difference = after.length - before.length;
    const count =
      difference === 0
        ? ''
        : difference > 0
          ? `: ${meetings(difference).replace('kommende ', '')} til`
          : `: ${meetings(-difference).replace('kommende ', '')} faller bort`;
    sentences.push(`${last}${count}.`);
  }
  if (after.length === 0 && before.length > 0) sentences.push('Serien har da ingen kommende møter.');
  return sentences;
}
