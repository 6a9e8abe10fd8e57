import type { StructureResolver } from 'sanity/structure';

/** Document types with exactly one document; their id equals their type name. */
export const singletonTypes = new Set(['siteSettings', 'location', 'membership']);

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Innhold')
    .items([
      S.listItem().title('Innstillinger for nettstedet').id('siteSettings').child(
        S.document().schemaType('siteSettings').documentId('siteSettings'),
      ),
      // Content (issue 2)
      S.listItem().title('Bedehuset').id('location').child(S.document().schemaType('location').documentId('location')),
      S.listItem().title('Medlemskap').id('membership').child(S.document().schemaType('membership').documentId('membership')),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !singletonTypes.has(item.getId() ?? '')),
    ]);
