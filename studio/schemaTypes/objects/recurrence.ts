import { defineArrayMember, defineField, defineType } from 'sanity';
import { NORWEGIAN_DATE, previewDate } from '../fields/norwegianDates';
import { REASON_MAX_LENGTH } from '../../actions/cancellation';
import { dateChangesField } from './dateChange';
import { FrequencyInput } from '../fields/FrequencyInput';
import { ruleProblem, seriesDateProblem, untilProblem, type SeriesFields } from '../../../model/seriesProblems';
import { HolidayMeetingsInput } from '../fields/HolidayMeetingsInput';

// The series' rules (model/seriesProblems.ts) read the whole event: start, end and the rule.
const eventOf = (context: { document?: unknown }) => context.document as SeriesFields | undefined;

/**
 * Repetition of a series such as the weekly prayer meeting. The first meeting is the event's
 * own start and end; every repetition keeps the same clock time in Norway, summer and winter.
 */
const FREQUENCIES = [
  { title: 'Hver uke (samme ukedag som første gang)', value: 'weekly' },
  { title: 'Annenhver uke', value: 'biweekly' },
  { title: 'En gang i måneden (f.eks. første tirsdag)', value: 'monthly' },
  { title: 'Egen regel (f.eks. hver tirsdag og torsdag)', value: 'custom' },
];

export const recurrence = defineType({
  name: 'recurrence',
  title: 'Gjentakelse',
  type: 'object',
  description: 'Fyll ut for faste arrangementer som går igjen. Første gang er start og slutt over.',
  // The custom rule's syntax is for the few who know it: «Hvor ofte» says in words what it gives.
  fieldsets: [{ name: 'advanced', title: 'Avansert', options: { collapsible: true, collapsed: true } }],
  // A warning with one-click cancelling when the series meets on a holiday.
  components: { input: HolidayMeetingsInput },
  fields: [
    defineField({
      name: 'frequency',
      title: 'Hvor ofte',
      type: 'string',
      options: { list: FREQUENCIES, layout: 'radio' },
      components: { input: FrequencyInput },
      validation: (r) => r.required().error('Velg hvor ofte arrangementet gjentas, eller fjern gjentakelsen hvis det bare er én gang.'),
    }),
    defineField({
      name: 'rrule',
      title: 'Egen regel',
      type: 'string',
      fieldset: 'advanced',
      description:
        'Regelen skrives som i kalenderstandarden iCalendar (RRULE): «FREQ=WEEKLY;BYDAY=TU,TH» gir hver tirsdag og torsdag. Hva regelen gir, står under «Hvor ofte».',
      hidden: ({ parent }) => (parent as { frequency?: string } | undefined)?.frequency !== 'custom',
      // Parsed for real: weekday codes, numbers in range, no clock time, meetings that occur.
      validation: (r) => r.custom((_value, context) => ruleProblem(eventOf(context)) ?? true),
    }),
    defineField({
      name: 'until',
      title: 'Siste dato',
      type: 'date',
      options: NORWEGIAN_DATE,
      description: 'Dagen for det siste møtet. La stå tom for en serie uten slutt.',
      validation: (r) => r.custom((_value, context) => untilProblem(eventOf(context)) ?? true),
    }),
    defineField({
      name: 'exceptions',
      title: 'Datoer uten arrangement',
      type: 'array',
      description: 'Datoer da serien hoppes over (f.eks. i juleferien). De vises ikke i programmet.',
      of: [
        defineArrayMember({
          type: 'date',
          options: NORWEGIAN_DATE,
          validation: (r) => r.custom((date, context) => seriesDateProblem(eventOf(context), date) ?? true),
        }),
      ],
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
              options: NORWEGIAN_DATE,
              description: 'En dato da serien har møte.',
              validation: (r) => [
                r.required().error('Velg datoen som er avlyst.'),
                r.custom((date, context) => seriesDateProblem(eventOf(context), date) ?? true),
              ],
            }),
            defineField({
              name: 'reason',
              title: 'Begrunnelse',
              type: 'string',
              description: 'Vises for besøkende, f.eks. «Avlyst på grunn av basaren».',
              validation: (r) => r.max(REASON_MAX_LENGTH).error(`Begrunnelsen kan være høyst ${REASON_MAX_LENGTH} tegn: korte den ned.`),
            }),
          ],
          preview: {
            select: { date: 'date', reason: 'reason' },
            prepare: ({ date, reason }: { date?: string; reason?: string }) => ({
              title: previewDate(date) ?? 'Ingen dato valgt',
              subtitle: reason || 'Avlyst',
            }),
          },
        }),
      ],
    }),
    dateChangesField,
  ],
  // In breadcrumbs and dialogs: how often, in the words of the choice (not the stored «weekly»).
  preview: {
    select: { frequency: 'frequency', until: 'until' },
    prepare: ({ frequency, until }: { frequency?: string; until?: string }) => ({
      title: FREQUENCIES.find((f) => f.value === frequency)?.title.replace(/ \(.*\)$/, '') ?? 'Gjentakelse',
      subtitle: until ? `Til og med ${previewDate(until)}` : undefined,
    }),
  },
});
