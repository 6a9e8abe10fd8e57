import { defineArrayMember, defineField, defineType } from 'sanity';
import { REASON_MAX_LENGTH } from '../../actions/cancellation';

/**
 * Repetition of a series such as the weekly prayer meeting. The first meeting is the event's
 * own start and end; every repetition keeps the same clock time in Norway, summer and winter.
 */
export const recurrence = defineType({
  name: 'recurrence',
  title: 'Gjentakelse',
  type: 'object',
  description: 'Fyll ut for faste arrangementer som går igjen. Første gang er start og slutt over.',
  fields: [
    defineField({
      name: 'frequency',
      title: 'Hvor ofte',
      type: 'string',
      options: {
        list: [
          { title: 'Hver uke (samme ukedag som første gang)', value: 'weekly' },
          { title: 'Annenhver uke', value: 'biweekly' },
          { title: 'En gang i måneden (f.eks. første tirsdag)', value: 'monthly' },
          { title: 'Egen regel (RRULE)', value: 'custom' },
        ],
        layout: 'radio',
      },
      validation: (r) => r.required().error('Velg hvor ofte arrangementet gjentas, eller fjern gjentakelsen hvis det bare er én gang.'),
    }),
    defineField({
      name: 'rrule',
      title: 'Egen regel',
      type: 'string',
      description: 'En RRULE etter iCalendar-standarden, f.eks. «FREQ=WEEKLY;BYDAY=TU,TH». Bare for «Egen regel».',
      hidden: ({ parent }) => (parent as { frequency?: string } | undefined)?.frequency !== 'custom',
      validation: (r) =>
        r.custom((value, context) => {
          const frequency = (context.parent as { frequency?: string } | undefined)?.frequency;
          if (frequency !== 'custom') return true;
          if (!value) return 'Skriv inn en regel, eller velg et annet alternativ under «Hvor ofte».';
          return /^FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(;[A-Z]+=[A-Z0-9,+-]+)*$/.test(value)
            ? true
            : 'Regelen må begynne med FREQ=… og bruke iCalendar-syntaks, f.eks. FREQ=WEEKLY;BYDAY=TU.';
        }),
    }),
    defineField({
      name: 'until',
      title: 'Siste dato',
      type: 'date',
      description: 'Dagen for det siste møtet. La stå tom for en serie uten slutt.',
    }),
    defineField({
      name: 'exceptions',
      title: 'Datoer uten arrangement',
      type: 'array',
      description: 'Datoer da serien hoppes over (f.eks. i juleferien). De vises ikke i programmet.',
      of: [defineArrayMember({ type: 'date' })],
    }),
    defineField({
      name: 'cancellations',
      title: 'Avlyste datoer',
      type: 'array',
      description:
        'Datoer som er avlyst. De står fortsatt i programmet, merket «Avlyst». Enklest med knappen «Avlys en dato» ved «Publiser».',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'cancellation',
          title: 'Avlysning',
          fields: [
            defineField({
              name: 'date',
              title: 'Dato',
              type: 'date',
              description: 'En dato da serien har møte.',
              validation: (r) => r.required().error('Velg datoen som er avlyst.'),
            }),
            defineField({
              name: 'reason',
              title: 'Begrunnelse',
              type: 'string',
              description: 'Vises for besøkende, f.eks. «Avlyst på grunn av basaren».',
              validation: (r) => r.max(REASON_MAX_LENGTH).error(`Begrunnelsen kan være høyst ${REASON_MAX_LENGTH} tegn: korte den ned.`),
            }),
          ],
          preview: { select: { title: 'date', subtitle: 'reason' } },
        }),
      ],
    }),
  ],
});
