/**
 * A series' rule as rrule runs it, with two bounds so that no rule takes long to expand:
 * - the search stops after RULE_SEARCH_DAYS days without a meeting. rrule otherwise looks day by
 *   day until year 9999 for a rule that never occurs («30. februar»: 26 s for a daily rule). It reads
 *   `options.bynmonthday` once for every day it examines (iter/index.js, isFiltered), which is what
 *   is counted; tests/unit/model/boundedRule.test.ts holds this to rrule's behaviour.
 * - the search starts near the window asked for, not at the first meeting years ago: dtstart moves on
 *   by whole periods of the rule (the days, weeks, months or years INTERVAL counts), with the parts
 *   rrule would take from the first meeting written out, so the meetings stay exactly the same.
 */
import * as rruleModule from 'rrule';
import type { Options as RuleOptions } from 'rrule';
import { DAY_MS } from './dayLength';

// rrule ships CommonJS for Node and ESM for bundlers: take RRule from whichever shape arrives.
const { RRule } = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;
type Rule = InstanceType<typeof RRule>;
/** The options rrule works from once it has filled in what the rule left out. */
type Options = Rule['options'];
/** What rrule hands its iteration: each meeting found goes to accept(); getValue() is the answer so far. */
interface IterResult {
  accept(date: Date): boolean;
  getValue(): unknown;
}

/**
 * Days rrule may examine without finding a meeting. rrule examines a whole period (day, week, month,
 * year) before it hands on the meetings in it, so two years must fit: the first meeting's year, whose
 * meetings before «Start» do not count, and the next year the rule looks at. Past that the search ends.
 */
export const RULE_SEARCH_DAYS = 800;

/** Stops rrule's search (caught in _iter, which then returns what it found). */
class SearchEnded extends Error {}

/** Counts the days rrule examines (see above) and ends a search after RULE_SEARCH_DAYS without a meeting. */
function bounded(rule: Rule): Rule {
  const inner = rule as unknown as { options: Options; _iter(iterResult: IterResult): unknown };
  const iterate = inner._iter.bind(rule);
  inner._iter = (iterResult: IterResult) => {
    const options = inner.options;
    let examined = 0;
    inner.options = Object.create(options, {
      bynmonthday: {
        get() {
          if (++examined > RULE_SEARCH_DAYS) throw new SearchEnded();
          return options.bynmonthday;
        },
      },
    }) as Options;
    const accept = iterResult.accept.bind(iterResult);
    iterResult.accept = (date: Date) => {
      examined = 0;
      return accept(date);
    };
    try {
      return iterate(iterResult);
    } catch (error) {
      if (!(error instanceof SearchEnded)) throw error;
      return iterResult.getValue();
    } finally {
      inner.options = options;
    }
  };
  return rule;
}

/** Which of the rule's periods (days, weeks, months, years) holds `date`: 0 is the first meeting's. */
function periodIndex(options: Options, first: Date, date: Date): number {
  switch (options.freq) {
    case RRule.YEARLY:
      return date.getUTCFullYear() - first.getUTCFullYear();
    case RRule.MONTHLY:
      return (date.getUTCFullYear() - first.getUTCFullYear()) * 12 + date.getUTCMonth() - first.getUTCMonth();
    case RRule.WEEKLY:
      return Math.floor((date.getTime() - weekStart(options, first).getTime()) / (7 * DAY_MS));
    default:
      return Math.floor((date.getTime() - first.getTime()) / DAY_MS);
  }
}

/** The day rrule's week begins (WKST, Monday unless the rule says otherwise) on or before `date`. */
function weekStart(options: Options, date: Date): Date {
  const weekday = (date.getUTCDay() + 6) % 7; // Monday = 0, as rrule counts
  return new Date(date.getTime() - ((weekday - options.wkst + 7) % 7) * DAY_MS);
}

/** The first day of period `index` after `first`'s, at `first`'s clock time. */
function periodStart(options: Options, first: Date, index: number): Date {
  const [y, m, h, min, s] = [
    first.getUTCFullYear(),
    first.getUTCMonth(),
    first.getUTCHours(),
    first.getUTCMinutes(),
    first.getUTCSeconds(),
  ];
  switch (options.freq) {
    case RRule.YEARLY:
      return new Date(Date.UTC(y + index, 0, 1, h, min, s));
    case RRule.MONTHLY:
      return new Date(Date.UTC(y, m + index, 1, h, min, s));
    case RRule.WEEKLY:
      return new Date(weekStart(options, first).getTime() + index * 7 * DAY_MS);
    default:
      return new Date(first.getTime() + index * DAY_MS);
  }
}

/** The parts rrule fills in from dtstart when a rule leaves them out, written out. */
function writtenOut(parsed: Partial<RuleOptions>, full: Options): Partial<RuleOptions> {
  return {
    byhour: full.byhour,
    byminute: full.byminute,
    bysecond: full.bysecond,
    ...(parsed.bymonth == null && full.bymonth ? { bymonth: full.bymonth } : {}),
    ...(parsed.bymonthday == null && full.bymonthday.length ? { bymonthday: full.bymonthday } : {}),
    ...(parsed.byweekday == null && full.byweekday ? { byweekday: full.byweekday } : {}),
  };
}

/**
 * The rule `text` (an RRULE body rrule reads) from the first meeting `first` (floating: UTC fields
 * are Oslo's clock), ready to search from `from` on: its answers for dates from `from` are the
 * unbounded rule's, except that a search ends after RULE_SEARCH_DAYS days without a meeting.
 */
export function boundedRule(text: string, first: Date, until: Date | null, from: Date): Rule {
  const parsed = RRule.parseString(text);
  const full = new RRule({ ...parsed, dtstart: first, until: until ?? parsed.until ?? null }).options;
  const interval = full.interval;
  const periods = Math.floor(periodIndex(full, first, from) / interval) * interval;
  const dtstart = periods >= interval ? periodStart(full, first, periods) : first;
  return bounded(new RRule({ ...parsed, ...(dtstart === first ? {} : writtenOut(parsed, full)), dtstart, until: full.until }, true));
}
