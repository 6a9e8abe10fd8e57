import { defineArrayMember, defineField, defineType } from 'sanity';
import { altTextField } from '../fields/altText';
import { hireSlugProblem, PRICE_UNITS } from '../../../model/hallHireTerms';

const kroner = (title: string) =>
  defineField({
    name: title === 'Medlemmer' ? 'members' : 'others',
    title: `${title} (kr)`,
    type: 'number',
    validation: (r) => r.required().integer().min(0).max(100_000).error('Skriv prisen i hele kroner, f.eks. 1500 (0 når det er gratis).'),
  });

/** A room people can rent: shown on /utleie with its picture, seats, equipment and prices. */
export const hallRoom = defineType({
  name: 'hallRoom',
  title: 'Rom til utleie',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Navn',
      type: 'string',
      description:
        'Som rommet kalles i huset, f.eks. «Storsalen». Møter i programmet med dette rommet under «Rom eller sal» holder det opptatt.',
      validation: (r) => [
        r.required().error('Skriv navnet på rommet, f.eks. «Lillesalen».'),
        r.max(60).error('Navnet kan være høyst 60 tegn.'),
      ],
    }),
    defineField({
      name: 'slug',
      title: 'Kort navn i adressen',
      type: 'slug',
      options: { source: 'name', maxLength: 40 },
      validation: (r) => [
        r.required().error('Trykk «Lag» for å lage det korte navnet fra navnet.'),
        r.custom((value: { current?: string } | undefined) => (value?.current ? (hireSlugProblem(value.current) ?? true) : true)),
      ],
    }),
    defineField({
      name: 'image',
      title: 'Bilde',
      type: 'image',
      options: { hotspot: true },
      fields: [altTextField({ example: 'Stor sal med stolrader og et flygel ved scenen' })],
    }),
    defineField({
      name: 'seats',
      title: 'Sitteplasser',
      type: 'number',
      description: 'Flest gjester rommet tar. Forespørsler med flere gjester blir avvist.',
      validation: (r) => r.required().integer().min(1).max(2000).error('Skriv antall sitteplasser som et helt tall, f.eks. 80.'),
    }),
    defineField({
      name: 'equipment',
      title: 'Utstyr',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (r) => r.max(80).error('Hvert utstyr kan være høyst 80 tegn.') })],
      options: { layout: 'tags' },
      description: 'F.eks. «Flygel», «Lydanlegg», «Prosjektor». Trykk Enter etter hvert.',
    }),
    defineField({
      name: 'prices',
      title: 'Priser',
      type: 'array',
      validation: (r) => r.required().min(1).error('Legg inn minst én pris, f.eks. «Per time».'),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'hallRoomPrice',
          title: 'Pris',
          fields: [
            defineField({
              name: 'label',
              title: 'Hva prisen gjelder',
              type: 'string',
              description: 'F.eks. «Hverdager» eller «Bryllup og minnesamvær».',
              validation: (r) => r.required().max(60).error('Skriv kort hva prisen gjelder (høyst 60 tegn).'),
            }),
            defineField({
              name: 'unit',
              title: 'Per',
              type: 'string',
              options: { list: PRICE_UNITS.map(({ value, title }) => ({ value, title })), layout: 'radio' },
              validation: (r) => r.required().error('Velg om prisen er per time, dag, helg eller gang.'),
            }),
            kroner('Medlemmer'),
            kroner('Andre'),
          ],
          preview: {
            select: { title: 'label', members: 'members', others: 'others' },
            prepare: ({ title, members, others }: { title?: string; members?: number; others?: number }) => ({
              title,
              subtitle: `${members ?? '–'} / ${others ?? '–'} kr`,
            }),
          },
        }),
      ],
    }),
    defineField({
      name: 'usedByMeetings',
      title: 'Møtene bruker dette rommet',
      type: 'boolean',
      initialValue: false,
      description: 'Kryss av for salen der møtene i huset er når «Rom eller sal» står tomt. Da er den opptatt i møtetiden.',
    }),
    defineField({
      name: 'order',
      title: 'Rekkefølge',
      type: 'number',
      description: 'Lavest først på «Utleie».',
      validation: (r) => r.integer().min(0).error('Skriv et helt tall fra 0 og oppover, f.eks. 1, 2, 3.'),
    }),
  ],
  orderings: [{ title: 'Rekkefølge', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', seats: 'seats', media: 'image' },
    prepare: ({ title, seats, media }: { title?: string; seats?: number; media?: unknown }) => ({
      title,
      subtitle: seats ? `${seats} plasser` : undefined,
      media: media as never,
    }),
  },
});
