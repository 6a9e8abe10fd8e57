/**
 * A calendar to follow per meeting series: every recurring event document gets its own feed
 * (/kalender/serie/<slug>.ics) with the occurrences the full and category feeds hold, under the same
 * UIDs (toCalendarItem), so a visitor who follows both sees each meeting once.
 */
import { paths } from '../../model/routes';
import { subscriptionLinks } from '../lib/ics';
import type { ProgrammeOccurrence } from './programme';
import { absolute } from './programmeLinks';

export interface SeriesFeed {
  /** The series' event document id. */
  documentId: string;
  /** The series' own slug, the feed's file name. */
  eventSlug: string;
  title: string;
  occurrences: ProgrammeOccurrence[];
}

/** One feed per series that has occurrences in the programme, in the order their first dates come. */
export function seriesFeeds(all: ProgrammeOccurrence[]): SeriesFeed[] {
  const feeds = new Map<string, SeriesFeed>();
  for (const o of all) {
    if (!o.isSeries) continue;
    const feed = feeds.get(o.documentId) ?? { documentId: o.documentId, eventSlug: o.eventSlug, title: o.title, occurrences: [] };
    feed.occurrences.push(o);
    feeds.set(o.documentId, feed);
  }
  return [...feeds.values()];
}

/** The feed's address as https, webcal:// and a Google «add by URL» link; null for a one-off. */
export function seriesSubscription(occurrence: Pick<ProgrammeOccurrence, 'isSeries' | 'eventSlug'>) {
  return occurrence.isSeries ? subscriptionLinks(absolute(paths.seriesFeed(occurrence.eventSlug))) : null;
}
