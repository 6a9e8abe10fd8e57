import type { StructureResolver } from 'sanity/structure';
import { SINGLETON_IDS, SINGLETON_TYPES } from '../model/singletons';

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Innhold')
    .items([
      singleton(S, 'Innstillinger for nettstedet', SINGLETON_IDS.siteSettings),
      singleton(S, 'Bedehuset', SINGLETON_IDS.location),
      singleton(S, 'Medlemskap', SINGLETON_IDS.membership),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !SINGLETON_TYPES.has(item.getId() ?? '')),
    ]);

/** A singleton opens its one document (id = type name) instead of a list. */
function singleton(S: Parameters<StructureResolver>[0], title: string, id: string) {
  return S.listItem().title(title).id(id).child(S.document().schemaType(id).documentId(id));
}
