import type { StructureResolver } from 'sanity/structure';

/** Document types with exactly one document; their id equals their type name. */
export const singletonTypes = new Set(['siteSettings']);

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Innhold')
    .items([
      S.listItem().title('Innstillinger for nettstedet').id('siteSettings').child(
        S.document().schemaType('siteSettings').documentId('siteSettings'),
      ),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !singletonTypes.has(item.getId() ?? '')),
    ]);
