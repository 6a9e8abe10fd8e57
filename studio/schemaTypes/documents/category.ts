import { defineField, defineType } from 'sanity';
import { PAGE_SLUG_MAX_LENGTH, pageSlugProblem, slugify } from '../../../model/slugs';

/** A programme category (Møte, Barn og unge, …): its own document so the site can offer one feed per category. */
export const category = defineType({
  name: 'category',
  title: 'Kategori',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Navn',
      type: 'string',
      description: 'Kort, f.eks. «Møte» eller «Barn og unge». Vises i filteret i programmet.',
      validation: (r) => [
        r.required().error('Skriv inn navnet på kategorien, f.eks. «Møte».'),
        r.max(40).error('Navnet kan være høyst 40 tegn: korte det ned.'),
      ],
    }),
    defineField({
      name: 'slug',
      title: 'Adresse',
      type: 'slug',
      description: 'Brukes i adressen til kategorisiden og kalenderstrømmen, f.eks. «barn-og-unge».',
      options: { source: 'title', maxLength: PAGE_SLUG_MAX_LENGTH, slugify: (title: string) => slugify(title, PAGE_SLUG_MAX_LENGTH) },
      validation: (r) => r.required().custom((value) => (value?.current === undefined ? true : (pageSlugProblem(value.current) ?? true))),
    }),
    defineField({
      name: 'description',
      title: 'Kort beskrivelse',
      type: 'text',
      rows: 2,
      description: 'Vises over listen når programmet filtreres på denne kategorien.',
      validation: (r) => r.max(200).error('Beskrivelsen kan være høyst 200 tegn: korte den ned.'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
