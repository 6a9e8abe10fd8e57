import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { SINGLETON_IDS, SINGLETON_TYPES } from '../model/singletons';
import { MeetingsPane, type MeetingsPaneOptions } from './meetings/MeetingsPane';
import { thisWeek, upcoming } from './meetings/meetingRows';

/**
 * An event is coming while it has not ended, or while its series runs on (no last date, or a last
 * date from today on). Dates compare as text: ISO times and dates sort like the moments they name.
 */
const UPCOMING_EVENT_FILTER =
  '_type == "event" && (end > now() || (defined(recurrence.frequency) && (!defined(recurrence.until) || recurrence.until + "T23:59:59Z" >= now())))';
const PAST_EVENT_FILTER = `_type == "event" && !(${UPCOMING_EVENT_FILTER.slice('_type == "event" && '.length)})`;

/** Types listed above, under Arrangement or under their page, rather than as a list of their own. */
const LISTED_ABOVE: ReadonlySet<string> = new Set(['event', 'activity', 'donationRecipient', 'hallRoom']);

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Innhold')
    .items([
      singleton(S, 'Innstillinger for nettstedet', SINGLETON_IDS.siteSettings),
      singleton(S, 'Bedehuset', SINGLETON_IDS.location),
      // The site's pages, each under its name, holding its text and what else is on it.
      singleton(S, 'Om oss', SINGLETON_IDS.aboutPage),
      pageWithList(S, 'Aktiviteter', SINGLETON_IDS.activitiesPage, 'Tekst på siden', 'activity', 'Aktivitetene'),
      singleton(S, 'Medlemskap', SINGLETON_IDS.membership),
      pageWithList(S, 'Givertjeneste', SINGLETON_IDS.donationsPage, 'Tekst på siden', 'donationRecipient', 'Gavemottakere'),
      pageWithList(S, 'Utleie', SINGLETON_IDS.hallHirePage, 'Tekst og vilkår', 'hallRoom', 'Rommene'),
      S.divider(),
      S.listItem()
        .title('Arrangement')
        .id('arrangement')
        .schemaType('event')
        .child(
          S.list()
            .title('Arrangement')
            .items([
              meetingList(S, 'denne-uka', 'Denne uka', { window: thisWeek, empty: 'Ingen flere møter denne uka.' }),
              meetingList(S, 'kommende', 'Kommende', { window: upcoming, empty: 'Ingen kommende arrangementer.' }),
              eventList(S, 'tidligere', 'Tidligere', PAST_EVENT_FILTER, 'desc'),
              S.listItem()
                .title('Per kategori')
                .id('per-kategori')
                .child(
                  S.documentTypeList('category')
                    .title('Kategorier')
                    .child((categoryId) =>
                      S.documentList()
                        .title('Arrangementer i kategorien')
                        .schemaType('event')
                        .filter('_type == "event" && category._ref == $categoryId')
                        .params({ categoryId })
                        .defaultOrdering([{ field: 'start', direction: 'asc' }]),
                    ),
                ),
              S.divider(),
              S.documentTypeListItem('event').title('Alle arrangementer'),
            ]),
        ),
      ...S.documentTypeListItems().filter((item) => !SINGLETON_TYPES.has(item.getId() ?? '') && !LISTED_ABOVE.has(item.getId() ?? '')),
    ]);

function eventList(S: StructureBuilder, id: string, title: string, filter: string, direction: 'asc' | 'desc' = 'asc') {
  return S.listItem()
    .title(title)
    .id(id)
    .schemaType('event')
    .child(
      S.documentList()
        .id(id)
        .title(`${title} arrangementer`)
        .schemaType('event')
        .filter(filter)
        .defaultOrdering([{ field: 'start', direction }]),
    );
}

/**
 * Meetings, not documents, in date order (studio/meetings/): a series is one row per meeting; a row
 * opens its event at that meeting (pane parameter «dato»).
 */
function meetingList(S: StructureBuilder, id: string, title: string, options: MeetingsPaneOptions) {
  return S.listItem()
    .title(title)
    .id(id)
    .schemaType('event')
    .child(
      S.component(MeetingsPane as never)
        .id(id)
        .title(title)
        .options(options as unknown as Record<string, unknown>)
        .child((documentId: string) => S.document().documentId(documentId).schemaType('event')),
    );
}

/** A page with its text (a singleton) and the documents listed on it (activities, recipients). */
function pageWithList(S: StructureBuilder, title: string, id: string, textTitle: string, listType: string, listTitle: string) {
  const listId = title.toLowerCase();
  return S.listItem()
    .title(title)
    .id(listId)
    .child(
      S.list()
        .title(title)
        .id(listId)
        .items([singleton(S, textTitle, id), S.documentTypeListItem(listType).title(listTitle)]),
    );
}

/** A singleton opens its one document (id = type name) instead of a list. */
function singleton(S: StructureBuilder, title: string, id: string) {
  return S.listItem().title(title).id(id).child(S.document().schemaType(id).documentId(id));
}
