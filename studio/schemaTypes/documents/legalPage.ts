import { defineField, defineType } from 'sanity';
import { PAGE_TEXT_MAX } from '../../../model/richTextLength';
import { richTextLengthRules } from '../fields/richTextLength';
import { NORWEGIAN_DATE } from '../fields/norwegianDates';
import { LEGAL_SLUGS, ROUTES, fillRoute } from '../../../model/routes';
import { PAGE_SLUG_MAX_LENGTH, pageSlugProblem, slugify } from '../../../model/slugs';

/** A legal page under /juridisk/{slug}; which slugs have pages is decided by the route table. */
export const legalPage = defineType({
  name: 'legalPage',
  title: 'Juridisk side',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Tittel',
      type: 'string',
      description: 'Overskriften på siden, f.eks. «Personvernerklæring».',
      validation: (r) => r.required().error('Skriv inn en tittel, f.eks. «Personvernerklæring».'),
    }),
    defineField({
      name: 'slug',
      title: 'Adresse',
      type: 'slug',
      description: `Siden får adressen ${fillRoute(ROUTES.legal, { legal: '{adresse}' })}. Nettstedet viser: ${LEGAL_SLUGS.join(', ')}.`,
      options: { source: 'title', maxLength: PAGE_SLUG_MAX_LENGTH, slugify: (title: string) => slugify(title, PAGE_SLUG_MAX_LENGTH) },
      // Only these three addresses have pages; the build refuses a missing one (src/content/pages.ts).
      validation: (r) => r.required().custom((value) => (value?.current === undefined ? true : (pageSlugProblem(value.current) ?? true))),
    }),
    defineField({
      name: 'description',
      title: 'Beskrivelse',
      type: 'text',
      rows: 2,
      description: 'Vises i søkeresultater. Under 160 tegn.',
      validation: (r) => [
        r.required().error('Skriv én setning om hva siden handler om.'),
        r.max(160).error('Beskrivelsen kan være høyst 160 tegn: korte den ned.'),
      ],
    }),
    defineField({
      name: 'updated',
      title: 'Sist oppdatert',
      type: 'date',
      options: NORWEGIAN_DATE,
      description: 'Datoen teksten sist ble endret. Vises på siden.',
      validation: (r) => r.required().error('Velg datoen teksten sist ble endret (i dag, hvis du endrer den nå).'),
    }),
    defineField({
      name: 'body',
      title: 'Tekst',
      type: 'contentBlocks',
      description: 'Selve teksten.',
      validation: (r) => [r.required().error('Skriv teksten på siden.'), ...richTextLengthRules(r, PAGE_TEXT_MAX)],
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
