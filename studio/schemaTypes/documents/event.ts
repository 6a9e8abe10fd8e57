import { defineField, defineType } from 'sanity';
import { NORWEGIAN_DATETIME } from '../fields/norwegianDates';
import { endProblem } from '../../../model/eventTimes';
import { seriesSummaryProblem } from '../../../model/scheduleWords';
import { scheduleClaimProblem } from '../../../model/scheduleClaims';
import { scheduleFacts } from '../../../model/scheduleFacts';
import { startProblem, type SeriesFields } from '../../../model/seriesProblems';
import { EVENT_TEXT_MAX, blocksText } from '../../../model/richTextLength';
import { richTextLengthRules } from '../fields/richTextLength';
import { EVENT_SLUG_MAX_LENGTH, eventSlugProblem, slugify } from '../../../model/slugs';
import { REASON_MAX_LENGTH } from '../../actions/cancellation';
import { eventPreview } from '../../previews/eventPreview';
import { newEventValues } from './eventInitialValue';
import { altTextField } from '../fields/altText';
import { StartInput } from '../fields/StartInput';

const eventOf = (context: { document?: unknown }) => context.document as SeriesFields | undefined;

/** One event, or the first of a series (see the recurrence field). */
export const event = defineType({
  name: 'event',
  title: 'Arrangement',
  type: 'document',
  initialValue: () => newEventValues(new Date()),
  fields: [
    defineField({
      name: 'title',
      title: 'Tittel',
      type: 'string',
      description: 'Kort og tydelig, slik det skal stå i programmet, f.eks. «Bønnemøte».',
      validation: (r) => [
        r.required().error('Skriv inn en tittel, f.eks. «Bønnemøte».'),
        r.max(80).error('Tittelen kan være høyst 80 tegn: korte den ned.'),
      ],
    }),
    defineField({
      name: 'slug',
      title: 'Adresse',
      type: 'slug',
      description: 'Brukes i adressen til arrangementet, f.eks. «bonnemote». For serier legges datoen til automatisk.',
      options: { source: 'title', maxLength: EVENT_SLUG_MAX_LENGTH, slugify: (title: string) => slugify(title, EVENT_SLUG_MAX_LENGTH) },
      // The one slug rule (model/slugs.ts); a reserved address is an error, so it cannot be published.
      validation: (r) => r.required().custom((value) => (value?.current === undefined ? true : (eventSlugProblem(value.current) ?? true))),
    }),
    defineField({
      name: 'start',
      title: 'Start',
      type: 'datetime',
      description: 'Dato og klokkeslett (norsk tid). For serier: første gang. «Slutt» flyttes med, så lengden blir den samme.',
      options: NORWEGIAN_DATETIME,
      components: { input: StartInput },
      validation: (r) => [
        r.required().error('Velg dato og klokkeslett for når arrangementet begynner.'),
        // The first meeting of a series: a date its rule gives (model/seriesProblems.ts).
        r.custom((_start, context) => startProblem(eventOf(context)) ?? true),
      ],
    }),
    defineField({
      name: 'end',
      title: 'Slutt',
      type: 'datetime',
      description: 'Må være etter start. Over flere dager for f.eks. en helgekonferanse.',
      options: NORWEGIAN_DATETIME,
      validation: (r) => [
        r.required().error('Velg når arrangementet slutter (etter start).'),
        r.custom((end, context) => {
          const start = (context.document as { start?: string } | undefined)?.start;
          if (!end || !start) return true;
          const problem = endProblem(new Date(start), new Date(end));
          return problem ? `${problem} Flytt «Slutt» til etter «Start», eller rett opp «Start».` : true;
        }),
      ],
    }),
    defineField({
      name: 'category',
      title: 'Kategori',
      type: 'reference',
      to: [{ type: 'category' }],
      description: 'Brukes til filteret i programmet og til kalenderstrømmene.',
      validation: (r) => r.required().error('Velg en kategori, f.eks. «Møte». Mangler den, lag den under «Kategori» først.'),
    }),
    defineField({
      name: 'summary',
      title: 'Sammendrag',
      type: 'text',
      rows: 3,
      description: 'Ett eller to setninger. Vises i «Sammendrag», i lister og når arrangementet deles.',
      validation: (r) => [
        r.required().error('Skriv ett eller to setninger om hva som skjer.'),
        r.max(200).error('Sammendraget kan være høyst 200 tegn: flytt resten til «Hva skjer?».'),
        r.custom(
          (summary, context) =>
            seriesSummaryProblem(summary, context.document as { recurrence?: { frequency?: string } } | undefined) ??
            scheduleClaimProblem(summary, scheduleFacts(eventOf(context)), 'summary') ??
            true,
        ),
      ],
    }),
    defineField({
      name: 'body',
      title: 'Hva skjer? (fyldig tekst)',
      type: 'contentBlocks',
      description: `Den fulle beskrivelsen, vist under «Fyldig». Høyst ${EVENT_TEXT_MAX.toLocaleString('nb-NO')} tegn.`,
      validation: (r) => [
        ...richTextLengthRules(r, EVENT_TEXT_MAX),
        // Day and time of the meeting as the text states them must be the programme's (model/scheduleClaims.ts).
        r.custom((blocks, context) => scheduleClaimProblem(blocksText(blocks), scheduleFacts(eventOf(context)), 'body') ?? true),
      ],
    }),
    defineField({
      name: 'coordinator',
      title: 'Koordinator',
      type: 'string',
      description: 'Hvem som har ansvaret, f.eks. «Kari Nordmann».',
    }),
    defineField({
      name: 'organiser',
      title: 'Arrangør',
      type: 'string',
      description: 'Lag eller organisasjon som står bak, f.eks. «Bedehusforeningen» eller «NLM Ung».',
    }),
    defineField({
      name: 'place',
      title: 'Sted',
      type: 'eventPlace',
      description: 'Tomt betyr i bedehuset, med adressen fra «Bedehuset». Fyll bare ut rom, eller et annet sted.',
    }),
    defineField({
      name: 'image',
      title: 'Bilde',
      type: 'image',
      options: { hotspot: true },
      fields: [altTextField({ example: 'Folk rundt et kaffebord' })],
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
      description:
        'Avlyste arrangementer står fortsatt i programmet, merket «Avlyst». Enklest: knappen «Avlys» (eller «Avlys en dato» for én dato i en serie) ved «Publiser».',
      validation: (r) => r.required().error('Velg «Planlagt» eller «Avlyst».'),
    }),
    defineField({
      name: 'cancellationReason',
      title: 'Begrunnelse for avlysningen',
      type: 'string',
      description: 'Vises for besøkende ved «Avlyst», f.eks. «Avlyst på grunn av sykdom».',
      hidden: ({ document }) => document?.status !== 'cancelled',
      validation: (r) => r.max(REASON_MAX_LENGTH).error(`Begrunnelsen kan være høyst ${REASON_MAX_LENGTH} tegn: korte den ned.`),
    }),
    defineField({ name: 'recurrence', title: 'Gjentakelse', type: 'recurrence' }),
  ],
  orderings: [{ title: 'Start', name: 'startAsc', by: [{ field: 'start', direction: 'asc' }] }],
  preview: {
    select: {
      title: 'title',
      start: 'start',
      end: 'end',
      status: 'status',
      recurrence: 'recurrence',
      room: 'place.room',
      placeName: 'place.name',
    },
    prepare: (fields) => eventPreview(fields),
  },
});
