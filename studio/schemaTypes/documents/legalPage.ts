import { defineField, defineType } from 'sanity';
import { LEGAL_SLUGS, ROUTES, fillRoute } from '../../../model/routes';
import { PAGE_SLUG_MAX_LENGTH, pageSlugProblem, slugify } from '../../../model/slugs';

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
      options: { source: 'title', maxLength: PAGE_SLUG_MAX_LENGTH, slugify: (title: string) => slugify(title, PAGE_SLUG_MAX_LENGTH) },
      // Only these three addresses have pages; the build refuses a missing one (src/content/pages.ts).
      validation: (r) => r.required().custom((value) => (value?.current === undefined ? true : pageSlugProblem(value.current) ?? true)),
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
