/**
 * What a custom rule («Egen regel») gives, in Norwegian, so a volunteer reads «hver tirsdag og
 * torsdag» rather than «FREQ=WEEKLY;BYDAY=TU,TH». Only rules customRuleProblem accepts are described,
 * and only the parts a house writes (interval, weekdays, days of the month, months); null for the rest.
 */
import { customRuleProblem, normalRule, WEEKDAYS } from './customRule';

const MONTHS = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'];
const ORDINALS: Record<string, string> = {
  '1': 'første',
  '2': 'andre',
  '3': 'tredje',
  '4': 'fjerde',
  '5': 'femte',
  '-1': 'siste',
  '-2': 'nest siste',
};
const DESCRIBED = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'WKST']);
const UNITS = { DAILY: 'dag', WEEKLY: 'uke', MONTHLY: 'måned', YEARLY: 'år' } as Record<string, string>;

/** «tirsdag», «tirsdag og torsdag», «mandag, onsdag og fredag». */
const list = (words: string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} og ${words[words.length - 1]}` : words[0]);

/** «hver», «annenhver» or «hver 3.»: with the unit for how often it repeats («hvert år»). */
function every(interval: number, unit: string): string {
  const neuter = unit === 'år';
  if (interval === 1) return `${neuter ? 'hvert' : 'hver'} ${unit}`;
  if (interval === 2) return `${neuter ? 'annethvert' : 'annenhver'} ${unit}`;
  return `${neuter ? 'hvert' : 'hver'} ${interval}. ${unit}`;
}

/** «første og tredje tirsdag», «siste fredag», or null for a number no word is kept for. */
function numberedWeekdays(items: string[]): string | null {
  const byDay = new Map<string, string[]>();
  for (const item of items) {
    const [, n, day] = /^([+-]?\d+)([A-Z]{2})$/.exec(item)!;
    const ordinal = ORDINALS[String(Number(n))];
    if (!ordinal) return null;
    byDay.set(day, [...(byDay.get(day) ?? []), ordinal]);
  }
  return list([...byDay].map(([day, ordinals]) => `${list(ordinals)} ${WEEKDAYS[day]}`));
}

/** The days the rule names within each repetition, e.g. «tirsdag og torsdag», «den 15.»; '' when none. */
function days(parts: Map<string, string>): string | null {
  const byDay = parts.get('BYDAY')?.split(',');
  if (byDay && parts.has('BYMONTHDAY')) return null;
  if (byDay?.some((item) => /\d/.test(item))) return numberedWeekdays(byDay);
  if (byDay) return list(byDay.map((day) => WEEKDAYS[day]));
  const monthDays = parts.get('BYMONTHDAY')?.split(',').map(Number);
  if (monthDays?.some((n) => n < 0)) return monthDays.length === 1 && monthDays[0] === -1 ? 'siste dag' : null;
  return monthDays ? `den ${list(monthDays.map((n) => `${n}.`))}` : '';
}

/** Norwegian words for the rule, e.g. «hver tirsdag og torsdag», «første tirsdag i måneden»; null when it cannot say. */
export function customRuleWords(text: string): string | null {
  if (customRuleProblem(text)) return null;
  const parts = new Map(
    normalRule(text)
      .split(';')
      .map((part) => part.split('=') as [string, string]),
  );
  if ([...parts.keys()].some((key) => !DESCRIBED.has(key))) return null;
  const frequency = parts.get('FREQ')!;
  const interval = Number(parts.get('INTERVAL') ?? 1);
  const on = days(parts);
  if (on === null) return null;
  const months = parts.get('BYMONTH')
    ? ` i ${list(
        parts
          .get('BYMONTH')!
          .split(',')
          .map((m) => MONTHS[Number(m) - 1]),
      )}`
    : '';
  const numbered = /\d/.test(parts.get('BYDAY') ?? '') || parts.has('BYMONTHDAY');
  if (frequency === 'YEARLY' && numbered && !months) return null; // «the 20th Monday of the year» has no everyday words
  if (frequency === 'YEARLY' && parts.has('BYMONTHDAY'))
    return `${on.replace(/^den /, '')}${months.replace(/^ i/, '')}, ${every(interval, 'år')}`;
  if (!on) return `${every(interval, UNITS[frequency])}${months}`;
  // Weekdays each week (or day, or month without numbers): «hver tirsdag», «annenhver tirsdag».
  if (!numbered && interval <= 2 && frequency !== 'YEARLY') return `${interval === 1 ? 'hver' : 'annenhver'} ${on}${months}`;
  if (!numbered) return `${on}${months} ${every(interval, UNITS[frequency])}`;
  if (frequency === 'MONTHLY' && interval === 1) return `${on} i måneden${months}`;
  return `${on}${frequency === 'MONTHLY' ? ' i måneden' : ''}${months}, ${every(interval, UNITS[frequency])}`;
}
