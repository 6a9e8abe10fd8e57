/**
 * What a series must be before it is published, for the Studio's fields and (through the schema
 * check) the build: a rule that gives meetings, a last date after the first meeting, and skipped or
 * cancelled dates that are dates of the series. Messages are Norwegian and name what to change.
 */
import { customRuleProblem } from './customRule';
import { endProblem } from './eventTimes';
import { formatDay, osloDateKey, osloInstant } from './osloTime';
import { DAY_MS } from './dayLength';
import { expandOccurrences, type RecurrenceRule } from './recurrence';
import { RULE_SEARCH_DAYS } from './boundedRule';

/** The fields of an event document a series' rules read (as the Studio and the dataset hold them). */
export interface SeriesFields {
  start?: string | null;
  end?: string | null;
  recurrence?: {
    frequency?: string | null;
    rrule?: string | null;
    until?: string | null;
    exceptions?: (string | null)[] | null;
    cancellations?: ({ date?: string | null } | null)[] | null;
  } | null;
}

const FREQUENCIES = new Set(['weekly', 'biweekly', 'monthly', 'custom']);

/** Start, end and the rule without its dates, when the document is a series with valid times; else null. */
function seriesOf(doc: SeriesFields | null | undefined): { start: Date; end: Date; rule: RecurrenceRule } | null {
  const r = doc?.recurrence;
  if (!r?.frequency || !FREQUENCIES.has(r.frequency) || !doc?.start || !doc.end) return null;
  const start = new Date(doc.start);
  const end = new Date(doc.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || endProblem(start, end)) return null;
  return { start, end, rule: { frequency: r.frequency as RecurrenceRule['frequency'], ...(r.rrule ? { rrule: r.rrule } : {}) } };
}

/**
 * Whether the series meets between `from` and `to`: a month is looked at first (where most series
 * meet), so a daily rule does not expand hundreds of meetings to answer.
 */
function meetsBetween(series: { start: Date; end: Date }, recurrence: RecurrenceRule, from: Date, to: Date): boolean {
  const month = new Date(Math.min(to.getTime(), from.getTime() + 31 * DAY_MS));
  return (
    expandOccurrences({ ...series, recurrence }, from, month).length > 0 ||
    (month < to && expandOccurrences({ ...series, recurrence }, month, to).length > 0)
  );
}

const dayStart = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return osloInstant({ year: year, month: month, day: day, hour: 0, minute: 0 });
};
const shown = (date: string) => formatDay(new Date(dayStart(date).getTime() + 12 * 3_600_000), Number.NaN);

/** «Egen regel»: null when it can be used, else what to change. */
export function ruleProblem(doc: SeriesFields | null | undefined): string | null {
  if (doc?.recurrence?.frequency !== 'custom') return null;
  const problem = customRuleProblem(doc.recurrence.rrule ?? '');
  if (problem) return problem;
  const series = seriesOf(doc);
  if (!series) return null;
  return meetsBetween(series, series.rule, series.start, new Date(series.start.getTime() + RULE_SEARCH_DAYS * DAY_MS))
    ? null
    : `Regelen gir ingen møter de første ${RULE_SEARCH_DAYS} dagene etter «Start». Sjekk at datoene finnes (30. februar finnes ikke) og at ukedag og dato kan falle sammen.`;
}

/** «Siste dato»: on or after the first meeting, with at least one meeting up to it. */
export function untilProblem(doc: SeriesFields | null | undefined): string | null {
  const series = seriesOf(doc);
  const until = doc?.recurrence?.until;
  if (!series || !until || ruleProblem(doc)) return null;
  const firstDate = osloDateKey(series.start);
  if (until < firstDate) {
    return `«Siste dato» (${shown(until)}) er før første møte (${shown(firstDate)}, fra «Start»). Velg en dato etter første møte, eller fjern «Siste dato» for en serie uten slutt.`;
  }
  // A rule that meets at all meets within RULE_SEARCH_DAYS of «Start» (ruleProblem), so no need to look further.
  const to = new Date(Math.min(dayStart(until).getTime() + 2 * DAY_MS, series.start.getTime() + (RULE_SEARCH_DAYS + 2) * DAY_MS));
  return meetsBetween(series, { ...series.rule, until }, series.start, to)
    ? null
    : `Serien har ingen møter mellom «Start» (${shown(firstDate)}) og «Siste dato» (${shown(until)}). Flytt «Siste dato» til et møte, eller endre «Start».`;
}

/** A skipped or cancelled date: one the series meets on. */
export function seriesDateProblem(doc: SeriesFields | null | undefined, date: string | null | undefined): string | null {
  const series = seriesOf(doc);
  if (!series || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || ruleProblem(doc) || untilProblem(doc)) return null;
  const until = doc?.recurrence?.until ?? undefined;
  const recurrence = { ...series.rule, ...(until ? { until } : {}) };
  const around = expandOccurrences(
    { start: series.start, end: series.end, recurrence },
    new Date(dayStart(date).getTime() - 35 * DAY_MS),
    new Date(dayStart(date).getTime() + 36 * DAY_MS),
  );
  if (around.some((o) => o.date === date)) return null;
  const before = around.filter((o) => o.date < date).at(-1);
  const after = around.find((o) => o.date > date);
  const nearest = [before, after].filter((o) => o !== undefined).map((o) => shown(o.date));
  return `Serien har ikke møte ${shown(date)}.${nearest.length ? ` Nærmeste møte: ${nearest.join(' eller ')}.` : ''} Velg en dato da serien har møte.`;
}

const WEEKDAY_PLURALS = ['søndager', 'mandager', 'tirsdager', 'onsdager', 'torsdager', 'fredager', 'lørdager'];
const WEEKDAY_NAMES = ['søndag', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag'];
const weekdayOfKey = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const listed = (items: string[], word: string) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;

/**
 * «Start» is the first meeting, so it must be a date the rule gives: rrule would otherwise drop it
 * silently and the series would begin at the next date the rule gives. Only «Egen regel» can differ
 * (the other choices take their day from «Start»).
 */
export function startProblem(doc: SeriesFields | null | undefined): string | null {
  const series = seriesOf(doc);
  if (!series || doc?.recurrence?.frequency !== 'custom' || ruleProblem(doc)) return null;
  const startDate = osloDateKey(series.start);
  const coming = expandOccurrences({ ...series, recurrence: series.rule }, series.start, new Date(series.start.getTime() + 8 * 7 * DAY_MS));
  if (coming[0]?.date === startDate) return null;
  const days = [...new Set(coming.map((o) => weekdayOfKey(o.date)))].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  const start = `Start er ${formatDay(series.start)}`;
  if (days.length && !days.includes(weekdayOfKey(startDate)))
    return `${start}, men regelen gir bare ${listed(
      days.map((d) => WEEKDAY_PLURALS[d]),
      'og',
    )}. Velg en ${listed(
      days.map((d) => WEEKDAY_NAMES[d]),
      'eller',
    )}.`;
  const first = coming[0] ? ` Første møte blir ${formatDay(coming[0].start)}; velg den datoen, eller en annen dato regelen gir.` : '';
  return `${start}, men regelen gir ikke den datoen.${first}`;
}
