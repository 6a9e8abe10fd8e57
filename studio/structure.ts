import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { SINGLETON_IDS, SINGLETON_TYPES } from '../model/singletons';

/**
 * An event is coming while it has not ended, or while its series runs on (no last date, or a last
 * date from today on). Dates compare as text: ISO times and dates sort like the moments they name.
 */
const UPCOMING_EVENT_FILTER =
  '_type == "event" && (end > now() || (defined(recurrence.frequency) && (!defined(recurrence.until) || recurrence.until + "T23:59:59Z" >= now())))';
const PAST_EVENT_FILTER = `_type == "event" && !(${UPCOMING_EVENT_FILTER.slice('_type == "event" && '.length)})`;

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Innhold')
    .items([
      singleton(S, 'Innstillinger for nettstedet', SINGLETON_IDS.siteSettings),
      singleton(S, 'Bedehuset', SINGLETON_IDS.location),
      singleton(S, 'Medlemskap', SINGLETON_IDS.membership),
      S.divider(),
      S.listItem()
        .title('Arrangement')
        .id('arrangement')
        .schemaType('event')
        .child(
          S.list()
            .title('Arrangement')
            .items([
              eventList(S, 'kommende', 'Kommende', UPCOMING_EVENT_FILTER),
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
      ...S.documentTypeListItems().filter((item) => !SINGLETON_TYPES.has(item.getId() ?? '') && item.getId() !== 'event'),
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

/** A singleton opens its one document (id = type name) instead of a list. */
function singleton(S: StructureBuilder, title: string, id: string) {
  return S.listItem().title(title).id(id).child(S.document().schemaType(id).documentId(id));
}
