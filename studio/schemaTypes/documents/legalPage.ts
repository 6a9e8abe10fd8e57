import { defineField, defineType } from 'sanity';

/** The three legal pages under /juridisk/{slug}. */
export const LEGAL_SLUGS = ['personvern', 'bruksvilkar', 'informasjonskapsler'] as const;

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
      description: `Siden får adressen /juridisk/{adresse}. Nettstedet viser: ${LEGAL_SLUGS.join(', ')}.`,
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
