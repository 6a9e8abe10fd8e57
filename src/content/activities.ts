/**
 * The regular work on /aktiviteter, built from the programme: each activity document holds only its
 * description and points to a series (an event with a recurrence). Name, weekday, time and place are
 * the series' own, taken from its next occurrence, so /aktiviteter and /program cannot disagree.
 */
import type { ActivitiesQueryResult, EventsQueryResult } from '../../sanity.types';
import { t } from '../i18n/nb';
import { formatRange, osloWallClock } from '../../model/osloTime';
import { DatasetError, required } from './datasetError';
import { once } from './contentScope';
import { contentFetcher } from './loader';
import { getProgramme, type Category, type Programme, type ProgrammeOccurrence } from './programme';
import { placeShort } from './programmeLinks';
import { activitiesQuery, eventsQuery } from './queries';
import type { Fetcher } from './sources';

export interface Activity {
  /** The activity document's id. */
  documentId: string;
  /** The series' event document id. */
  seriesId: string;
  title: string;
  description: string;
  category: Category;
  /** "Hver tirsdag", "Annenhver mandag", "Første torsdag i måneden" (+ " til …" when the series ends). */
  schedule: string;
  /** "kl. 18.30–19.30" */
  time: string;
  /** "Bedehuset, Bønnerommet, 2. etasje", as the programme's lists write it. */
  place: string;
  /** The next occurrence that is not cancelled (else the next one): its page is the activity's link. */
  next: ProgrammeOccurrence;
  /** The next few dates that are not cancelled, `next` first: a build days old still says «Neste gang» right. */
  comingDates: ProgrammeOccurrence[];
}

export interface ActivityGroup {
  category: Category;
  activities: Activity[];
}

type SeriesDocument = EventsQueryResult[number];
/** Dates kept for «Neste gang»: the visitor's clock (hideEnded) shows the first not yet over. */
const COMING_DATES = 6;
const a = t.activities;

/** Oslo weekday of an instant, Monday = 0 … Sunday = 6 (the Norwegian week). */
function weekdayIndex(date: Date): number {
  const w = osloWallClock(date);
  return (new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay() + 6) % 7;
}

function untilText(until: string | null | undefined): string {
  if (!until) return '';
  const [year, month, day] = until.split('-').map(Number);
  return ` ${a.until(day, a.months[month - 1], year)}`;
}

/** How often, in words, from the series' rule and its next meeting (the weekday is the programme's). */
function scheduleOf(doc: SeriesDocument, next: ProgrammeOccurrence): string {
  const weekday = a.weekdays[weekdayIndex(regularOf(next).start)];
  const first = new Date(required(doc.id, 'start', doc.start));
  const until = untilText(doc.recurrence?.until);
  switch (doc.recurrence?.frequency) {
    case 'weekly':
      return a.weekly(weekday) + until;
    case 'biweekly':
      return a.biweekly(weekday) + until;
    case 'monthly':
      return a.monthly(a.ordinals[Math.min(Math.ceil(osloWallClock(first).day / 7), 5) - 1], weekday) + until;
    default:
      return a.custom + until;
  }
}

/**
 * Every activity whose series still has meetings ahead. The schema check has refused, before any page
 * is built, a description or series summary that names a weekday or clock time, a reference to an event
 * that is not a series, and a second activity of one series (studio/schemaTypes); the throws here only
 * keep the types honest.
 */
export async function buildActivities(fetch: Fetcher, programme: Programme): Promise<Activity[]> {
  const [docs, events] = await Promise.all([fetch<ActivitiesQueryResult>(activitiesQuery, {}), fetch<EventsQueryResult>(eventsQuery, {})]);
  const series = new Map(events.filter((e) => e.recurrence).map((e) => [e.id, e]));
  const taken = new Map<string, string>();
  const activities: Activity[] = [];
  for (const doc of docs) {
    const description = required(doc.id, 'description', doc.description);
    const seriesId = required(doc.id, 'series', doc.seriesId);
    const seriesDoc = series.get(seriesId);
    if (!seriesDoc)
      throw new DatasetError(doc.id, 'series', `«${seriesId}» er ikke en serie i programmet (et arrangement med «Gjentakelse»).`);
    const other = taken.get(seriesId);
    if (other) throw new DatasetError(doc.id, 'series', `serien «${seriesId}» har allerede aktiviteten «${other}».`);
    taken.set(seriesId, doc.id);
    const ahead = programme.upcoming.filter((o) => o.documentId === seriesId);
    const next = ahead.find((o) => !o.cancelled) ?? ahead[0];
    if (!next) continue; // the series has ended: no longer part of the regular work
    // The regular day, time and place, also when the next meeting was moved on its own.
    const regular = regularOf(next);
    activities.push({
      documentId: doc.id,
      seriesId,
      title: next.title,
      description,
      category: next.category,
      schedule: scheduleOf(seriesDoc, next),
      time: formatRange(regular.start, regular.end),
      place: placeShort(regular.place),
      next,
      comingDates: ahead.filter((o) => !o.cancelled).slice(0, COMING_DATES),
    });
  }
  return activities;
}

const clockMinutes = (d: Date) => osloWallClock(d).hour * 60 + osloWallClock(d).minute;

/** A meeting as the series has it, before any change of its own. */
function regularOf(o: ProgrammeOccurrence): { start: Date; end: Date; place: ProgrammeOccurrence['place'] } {
  return o.change ? { start: o.change.regularStart, end: o.change.regularEnd, place: o.change.regularPlace } : o;
}

/** Activities under their categories (in the programme's category order), Monday first, then by time. */
export function groupActivities(activities: Activity[], categories: Category[]): ActivityGroup[] {
  const byWeek = (x: Activity, y: Activity) =>
    weekdayIndex(regularOf(x.next).start) - weekdayIndex(regularOf(y.next).start) ||
    clockMinutes(regularOf(x.next).start) - clockMinutes(regularOf(y.next).start);
  return categories
    .map((category) => ({ category, activities: activities.filter((x) => x.category.documentId === category.documentId).sort(byWeek) }))
    .filter((group) => group.activities.length > 0);
}

/** The activities of this build, grouped (computed once). */
export function getActivityGroups(): Promise<ActivityGroup[]> {
  return once('activityGroups', () =>
    getProgramme().then(async (programme) => groupActivities(await buildActivities(contentFetcher(), programme), programme.categories)),
  );
}
