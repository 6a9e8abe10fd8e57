/**
 * Reads a custom recurrence rule («Egen regel», an iCalendar RRULE body such as
 * «FREQ=WEEKLY;BYDAY=TU,TH») strictly, before rrule expands it: rrule's own parser accepts unknown
 * weekday codes, numbers out of range and clock-time parts, and then fails or loops at expansion.
 * What is accepted here, rrule expands to at most one meeting a day at the clock time of «Start».
 */

/** Weekday codes with their Norwegian names, for messages and customRuleWords.ts. */
export const WEEKDAYS: Record<string, string> = {
  MO: 'mandag',
  TU: 'tirsdag',
  WE: 'onsdag',
  TH: 'torsdag',
  FR: 'fredag',
  SA: 'lørdag',
  SU: 'søndag',
};
const WEEKDAY_LIST = 'MO, TU, WE, TH, FR, SA eller SU (mandag … søndag)';
const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
type Frequency = (typeof FREQUENCIES)[number];

/** A list of whole numbers in ±[min, max] (0 excluded); `signed` allows negatives (counted from the end). */
function numberListProblem(key: string, value: string, min: number, max: number, signed: boolean): string | null {
  for (const item of value.split(',')) {
    const match = /^([+-]?)(\d{1,3})$/.exec(item);
    const n = match ? Number(match[2]) : Number.NaN;
    if (!match || n < min || n > max || (match[1] === '-' && !signed)) {
      const range = signed ? `${min} til ${max} eller -${max} til -${min}` : `${min} til ${max}`;
      return `«${key}=${value}»: «${item}» er ikke et tall fra ${range}.`;
    }
  }
  return null;
}

function byDayProblem(value: string, frequency: Frequency, hasWeekNumber: boolean): string | null {
  for (const item of value.split(',')) {
    const match = /^([+-]?\d{1,2})?([A-Z]{2})$/.exec(item);
    if (!match || !(match[2] in WEEKDAYS)) return `«${item}» i BYDAY er ikke en ukedag. Bruk ${WEEKDAY_LIST}.`;
    if (match[1] === undefined) continue;
    const n = Math.abs(Number(match[1]));
    const max = frequency === 'MONTHLY' ? 5 : frequency === 'YEARLY' && !hasWeekNumber ? 53 : 0;
    if (max === 0) return `«${item}»: et tall foran ukedagen (f.eks. 1TU = første tirsdag) går bare med FREQ=MONTHLY eller FREQ=YEARLY.`;
    if (n < 1 || n > max) return `«${item}»: tallet foran ukedagen må være fra 1 til ${max} (eller -1 til -${max} fra slutten).`;
  }
  return null;
}

/** Which BY-parts each frequency allows (RFC 5545, 3.3.10), and their bounds. */
const NUMBER_PARTS: Record<string, { min: number; max: number; signed: boolean; not?: Frequency[] }> = {
  BYMONTH: { min: 1, max: 12, signed: false },
  BYMONTHDAY: { min: 1, max: 31, signed: true, not: ['WEEKLY'] },
  BYYEARDAY: { min: 1, max: 366, signed: true, not: ['DAILY', 'WEEKLY', 'MONTHLY'] },
  BYWEEKNO: { min: 1, max: 53, signed: true, not: ['DAILY', 'WEEKLY', 'MONTHLY'] },
  BYSETPOS: { min: 1, max: 366, signed: true },
  INTERVAL: { min: 1, max: 99, signed: false },
};

const CLOCK_PARTS = new Set(['BYHOUR', 'BYMINUTE', 'BYSECOND']);
const END_PARTS = new Set(['UNTIL', 'COUNT']);

/** The rule as rrule should read it: without a leading «RRULE:», upper case, no spaces. */
export function normalRule(text: string): string {
  return text
    .trim()
    .replace(/^RRULE:/i, '')
    .replace(/\s+/g, '')
    .toUpperCase();
}

/** null when the rule can be used; else a Norwegian message saying what to change. */
export function customRuleProblem(text: string): string | null {
  const rule = normalRule(text);
  if (!rule) return 'Skriv inn en regel, f.eks. «FREQ=WEEKLY;BYDAY=TU,TH», eller velg et annet alternativ under «Hvor ofte».';
  const parts = new Map<string, string>();
  for (const part of rule.split(';')) {
    const match = /^([A-Z]+)=(.+)$/.exec(part);
    if (!match)
      return `«${part}» er ikke en del av en regel. Skriv delene som NAVN=verdi, skilt med semikolon, f.eks. FREQ=WEEKLY;BYDAY=TU.`;
    if (parts.has(match[1])) return `«${match[1]}» står to ganger i regelen; skriv den én gang.`;
    parts.set(match[1], match[2]);
  }
  const frequency = parts.get('FREQ');
  if (!frequency) return 'Regelen må ha FREQ=, f.eks. FREQ=WEEKLY;BYDAY=TU.';
  if (!(FREQUENCIES as readonly string[]).includes(frequency)) {
    return `FREQ=${frequency} går ikke: serien har ett møte om dagen, ved klokkeslettet i «Start». Bruk FREQ=DAILY, WEEKLY, MONTHLY eller YEARLY.`;
  }
  const freq = frequency as Frequency;
  for (const [key, value] of parts) {
    if (key === 'FREQ') continue;
    if (CLOCK_PARTS.has(key))
      return `Fjern «${key}=${value}» fra regelen: klokkeslettet hentes fra «Start», og serien har ett møte om dagen. To møter samme dag er to arrangementer.`;
    if (END_PARTS.has(key)) return `Fjern «${key}=${value}» fra regelen, og bruk feltet «Siste dato» for når serien slutter.`;
    if (key === 'BYDAY') {
      const problem = byDayProblem(value, freq, parts.has('BYWEEKNO'));
      if (problem) return problem;
      continue;
    }
    if (key === 'WKST') {
      if (!(value in WEEKDAYS)) return `«WKST=${value}»: «${value}» er ikke en ukedag. Bruk ${WEEKDAY_LIST}.`;
      continue;
    }
    const bounds = NUMBER_PARTS[key];
    if (!bounds)
      return `«${key}» kjenner ikke nettsiden. Bruk FREQ, INTERVAL, BYDAY, BYMONTHDAY, BYMONTH, BYYEARDAY, BYWEEKNO, BYSETPOS eller WKST.`;
    if (bounds.not?.includes(freq)) return `«${key}» går ikke med FREQ=${freq}: fjern den, eller velg en annen FREQ.`;
    const problem = numberListProblem(key, value, bounds.min, bounds.max, bounds.signed);
    if (problem) return problem;
    if (key === 'INTERVAL' && value.includes(',')) return `«INTERVAL=${value}»: skriv bare ett tall.`;
  }
  if (parts.has('BYSETPOS') && ![...parts.keys()].some((k) => k.startsWith('BY') && k !== 'BYSETPOS')) {
    return '«BYSETPOS» velger blant dagene de andre BY-delene gir, f.eks. FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1 (siste hverdag). Legg til en slik del, eller fjern BYSETPOS.';
  }
  return null;
}
