/**
 * What an event's texts say about the event's own schedule, held against that schedule
 * (scheduleFacts.ts), so a text cannot tell visitors another day, date or time than the programme.
 *
 * Only claims about the meeting itself count, so a text may still mention other things («Husk
 * basaren på lørdag», «Dørene åpner kl. 17.30»):
 * - everywhere: a regular day («hver onsdag», «på onsdager», «vi møtes ons.»), and a clock time
 *   right after it or after «møtes», «samles», «starter», «begynner» («møtes kl. 18.00»);
 * - in the summary, which is about this event alone, also every weekday, every date («fredag
 *   11. desember», «11. desember») and a time right after a weekday or date.
 */
import { formatClock, formatDay } from './osloTime';
import { WEEKDAY_WORD, weekdayOf } from './scheduleWords';
import { weekdayOfDate, type ScheduleFacts } from './scheduleFacts';

const MONTHS = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'];
const PLURALS = ['søndager', 'mandager', 'tirsdager', 'onsdager', 'torsdager', 'fredager', 'lørdager'];

const WORD = new RegExp(WEEKDAY_WORD, 'giu');
const DATE = new RegExp(`(?<![\\p{L}\\p{N}])(\\d{1,2})\\.\\s*(${MONTHS.join('|')})(?:\\s+(\\d{4}))?(?![\\p{L}])`, 'giu');
const TIME = '(?:kl\\.?\\s*(\\d{1,2})(?:[.:](\\d{2}))?|(\\d{1,2})[.:](\\d{2}))(?![.:]?\\d)';
/** A time right where a claim ends: «onsdag kl. 18.00», «11. desember, kl. 20», «møtes 18:00». */
const TIME_AFTER = new RegExp(`^,?\\s*(?:fra\\s+)?${TIME}`, 'iu');
const REGULAR_BEFORE =
  /(?<![\p{L}])(?:hver(?:\s+eneste)?|alle|møtes|samles|treffes|møter\s+vi|ses\s+vi|samles\s+vi)\s+(?:(?:på|hver|alle)\s+)?$/iu;
const MEETING_TIME = new RegExp(`(?<![\\p{L}])(?:møtes|samles|treffes|starter|begynner)(?:\\s+vi)?\\s+${TIME}`, 'giu');

export type TextPlace = 'summary' | 'body';
const WHERE: Record<TextPlace, string> = { summary: 'Sammendraget', body: '«Hva skjer?»' };

const joinOr = (items: string[], word: string) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;
const pad = (n: number) => String(n).padStart(2, '0');

function clockOf(match: RegExpExecArray, first: number): string {
  const [kHour, kMinute, hour, minute] = match.slice(first, first + 4);
  return kHour !== undefined ? `${pad(Number(kHour))}.${kMinute ?? '00'}` : `${pad(Number(hour))}.${minute}`;
}

/** What the schedule really is, in the words of a message. */
function truth(facts: ScheduleFacts): string {
  if (facts.series) {
    const days = [...facts.weekdays].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)).map((d) => PLURALS[d]);
    return `serien har møte på ${joinOr(days, 'og')}, ${formatClock(facts.start)}–${formatClock(facts.end)}`;
  }
  const days =
    formatDay(facts.start) === formatDay(facts.end) ? formatDay(facts.start) : `${formatDay(facts.start)} til ${formatDay(facts.end)}`;
  return `arrangementet er ${days}, ${formatClock(facts.start)}–${formatClock(facts.end)}`;
}

const FIX = 'Rett teksten, eller ta dagen og tiden bort: programmet viser dem fra «Start»';

/** Whether a date «11. desember» (with the weekday said, if any) is one of the meetings. */
function isMeetingDate(facts: ScheduleFacts, day: number, month: number, year: string | undefined, weekday: number | null) {
  const tail = `-${pad(month)}-${pad(day)}`;
  return [...facts.dates].some(
    (date) => date.endsWith(tail) && (!year || date.startsWith(year)) && (weekday === null || weekdayOfDate(date) === weekday),
  );
}

interface Claim {
  said: string;
  problem: boolean;
}

/** The weekdays and dates the text names, each with the time right after it; only claims about the meeting in the body. */
function dayClaims(text: string, facts: ScheduleFacts, place: TextPlace): Claim[] {
  const claims: { index: number; claim: Claim }[] = [];
  const dated = new Set<number>();
  for (const date of text.matchAll(DATE)) {
    if (place !== 'summary') break;
    const before = text.slice(0, date.index).match(new RegExp(`(${WEEKDAY_WORD}),?\\s*$`, 'iu'));
    const weekday = before ? weekdayOf(before[1]) : null;
    const index = before ? date.index - before[0].length : date.index;
    if (before) dated.add(index);
    const end = date.index + date[0].length;
    const time = TIME_AFTER.exec(text.slice(end));
    const said = text.slice(index, end + (time ? time[0].length : 0)).trim();
    const wrongDate = !isMeetingDate(facts, Number(date[1]), MONTHS.indexOf(date[2].toLowerCase()) + 1, date[3], weekday);
    claims.push({ index, claim: { said, problem: wrongDate || Boolean(time && !facts.times.has(clockOf(time, 1))) } });
  }
  for (const word of text.matchAll(WORD)) {
    if (dated.has(word.index)) continue;
    const anchor = REGULAR_BEFORE.exec(text.slice(0, word.index));
    if (place !== 'summary' && !anchor && !/(?:er|ene)$/iu.test(word[0])) continue;
    const end = word.index + word[0].length;
    const time = TIME_AFTER.exec(text.slice(end));
    const said = text.slice(word.index - (anchor?.[0].length ?? 0), end + (time ? time[0].length : 0)).trim();
    const wrongDay = !facts.weekdays.has(weekdayOf(word[0]));
    claims.push({ index: word.index, claim: { said, problem: wrongDay || Boolean(time && !facts.times.has(clockOf(time, 1))) } });
  }
  for (const meeting of text.matchAll(MEETING_TIME))
    claims.push({ index: meeting.index, claim: { said: meeting[0], problem: !facts.times.has(clockOf(meeting, 1)) } });
  return claims.sort((a, b) => a.index - b.index).map((c) => c.claim);
}

/**
 * null when the text's claims about the event's day, date and time fit its schedule; else a
 * Norwegian message quoting the first claim that does not and saying what the schedule is.
 */
export function scheduleClaimProblem(text: string | null | undefined, facts: ScheduleFacts | null, place: TextPlace): string | null {
  if (!text || !facts) return null;
  const wrong = dayClaims(text, facts, place).find((c) => c.problem);
  if (!wrong) return null;
  return `${WHERE[place]} sier «${wrong.said}», men ${truth(facts)}. ${FIX}${facts.series ? ' og «Gjentakelse»' : ''}.`;
}
