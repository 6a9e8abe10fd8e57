import { defineField, defineType } from 'sanity';
import { LEGAL_SLUGS, ROUTES, fillRoute } from '../../../model/routes';

/** A legal page under /juridisk/{slug}; which slugs have pages is decided by the route table. */
export const legalPage = defineType({
  name: 'legalPage',
  title: 'Juridisk side',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Tittel', type: 'string', validation: (r) => r.required() }),
    defineField({
      name: 'slug',
      title: 'Adresse',
      type: 'slug',
      description: `Siden får adressen ${fillRoute(ROUTES.legal, { legal: '{adresse}' })}. Nettstedet viser: ${LEGAL_SLUGS.join(', ')}.`,
      options: { source: 'title' },
      // Only these three addresses have pages; the build refuses a missing one (src/content/pages.ts).
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'description',
      title: 'Beskrivelse',
      type: 'text',
      rows: 2,
      description: 'Vises i søkeresultater. Under 160 tegn.',
      validation: (r) => r.required().max(160),
    }),
    defineField({ name: 'updated', title: 'Sist oppdatert', type: 'date', validation: (r) => r.required() }),
    defineField({ name: 'body', title: 'Tekst', type: 'contentBlocks', validation: (r) => r.required() }),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
