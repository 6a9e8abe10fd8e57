import { defineField, defineType } from 'sanity';
import { endProblem } from '../../../model/eventTimes';
import { EVENT_SLUG_MAX_LENGTH, eventSlugProblem, slugify } from '../../../model/slugs';

/** One event, or the first of a series (see the recurrence field). */
export const event = defineType({
  name: 'event',
  title: 'Arrangement',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Tittel', type: 'string', validation: (r) => r.required().max(80) }),
    defineField({
      name: 'slug',
      title: 'Adresse',
      type: 'slug',
      description: 'Brukes i adressen til arrangementet, f.eks. «bonnemote». For serier legges datoen til automatisk.',
      options: { source: 'title', maxLength: EVENT_SLUG_MAX_LENGTH, slugify: (title: string) => slugify(title, EVENT_SLUG_MAX_LENGTH) },
      // The one slug rule (model/slugs.ts); a reserved address is an error, so it cannot be published.
      validation: (r) => r.required().custom((value) => (value?.current === undefined ? true : eventSlugProblem(value.current) ?? true)),
    }),
    defineField({
      name: 'start',
      title: 'Start',
      type: 'datetime',
      description: 'Dato og klokkeslett (norsk tid). For serier: første gang.',
      options: { timeStep: 15 },
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'end',
      title: 'Slutt',
      type: 'datetime',
      description: 'Må være etter start. Over flere dager for f.eks. en helgekonferanse.',
      options: { timeStep: 15 },
      validation: (r) =>
        r.required().custom((end, context) => {
          const start = (context.document as { start?: string } | undefined)?.start;
          if (!end || !start) return true;
          return endProblem(new Date(start), new Date(end)) ?? true;
        }),
    }),
    defineField({
      name: 'category',
      title: 'Kategori',
      type: 'reference',
      to: [{ type: 'category' }],
      description: 'Brukes til filteret i programmet og til kalenderstrømmene.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'summary',
      title: 'Sammendrag',
      type: 'text',
      rows: 3,
      description: 'Ett eller to setninger. Vises i «Sammendrag», i lister og når arrangementet deles.',
      validation: (r) => r.required().max(200),
    }),
    defineField({
      name: 'body',
      title: 'Hva skjer? (fyldig tekst)',
      type: 'contentBlocks',
      description: 'Den fulle beskrivelsen, vist under «Fyldig».',
    }),
    defineField({ name: 'coordinator', title: 'Koordinator', type: 'string', description: 'Hvem som har ansvaret, f.eks. «Kari Nordmann».' }),
    defineField({ name: 'organiser', title: 'Arrangør', type: 'string', description: 'Lag eller organisasjon som står bak, f.eks. «Sentrum bedehus» eller «NLM Ung».' }),
    defineField({ name: 'place', title: 'Sted', type: 'eventPlace' }),
    defineField({
      name: 'image',
      title: 'Bilde',
      type: 'image',
      options: { hotspot: true },
      fields: [
        defineField({
          name: 'alt',
          title: 'Alternativ tekst',
          type: 'string',
          description: 'Beskriv bildet for dem som ikke ser det.',
          validation: (r) => r.required(),
        }),
      ],
    }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      options: {
        list: [
          { title: 'Planlagt', value: 'scheduled' },
          { title: 'Avlyst', value: 'cancelled' },
        ],
        layout: 'radio',
      },
      initialValue: 'scheduled',
      description: 'Avlyste arrangementer står fortsatt i programmet, merket «Avlyst». For én dato i en serie: bruk «Avlyste datoer».',
      validation: (r) => r.required(),
    }),
    defineField({ name: 'recurrence', title: 'Gjentakelse', type: 'recurrence' }),
  ],
  orderings: [{ title: 'Start', name: 'startAsc', by: [{ field: 'start', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', start: 'start', status: 'status', repeats: 'recurrence.frequency' },
    prepare: ({ title, start, status, repeats }) => ({
      title: status === 'cancelled' ? `Avlyst: ${title ?? ''}` : title,
      // Editors read Oslo time whatever their own computer's zone.
      subtitle: [
        start ? new Date(start).toLocaleString('nb-NO', { timeZone: 'Europe/Oslo', dateStyle: 'full', timeStyle: 'short' }) : 'Uten dato',
        repeats ? '(gjentas)' : '',
      ].filter(Boolean).join(' '),
    }),
  },
});
