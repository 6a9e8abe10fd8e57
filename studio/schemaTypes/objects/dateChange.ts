import { defineArrayMember, defineField } from 'sanity';
import { NORWEGIAN_DATE, NORWEGIAN_DATETIME, previewDate } from '../fields/norwegianDates';
import { CHANGE_NOTE_MAX_LENGTH, changeNoteProblem, changeTimeProblem, type DateChange } from '../../../model/dateChanges';
import { changeDateProblem, type SeriesForChange } from '../../../model/dateChangeDates';
import { POSTAL_CODE } from '../../../model/postalCode';

/**
 * «Endrede datoer» in a series' recurrence: one meeting with its own time, room or place and a note
 * for visitors (model/dateChanges.ts). Written by «Endre én dato»; shown here so it can be read and
 * corrected like any field.
 */
export const dateChangesField = defineField({
  name: 'changes',
  title: 'Endrede datoer',
  type: 'array',
  description: 'Enkeltmøter med ny tid, nytt rom eller nytt sted. Enklest med knappen «Endre én dato» ved «Publiser».',
  of: [
    defineArrayMember({
      type: 'object',
      name: 'dateChange',
      title: 'Endret møte',
      validation: (r) => r.custom((value) => changeTimeProblem((value ?? {}) as Pick<DateChange, 'start' | 'end'>) ?? true),
      fields: [
        defineField({
          name: 'date',
          title: 'Møtets dato i serien',
          type: 'date',
          options: NORWEGIAN_DATE,
          description: 'Datoen møtet ellers ville vært.',
          validation: (r) => [
            r.required().error('Velg hvilket møte som endres.'),
            r.custom((date, context) => changeDateProblem(context.document as SeriesForChange, date) ?? true),
          ],
        }),
        defineField({
          name: 'start',
          title: 'Ny start',
          type: 'datetime',
          options: NORWEGIAN_DATETIME,
          description: 'Tom: samme tid som ellers.',
        }),
        defineField({
          name: 'end',
          title: 'Ny slutt',
          type: 'datetime',
          options: NORWEGIAN_DATETIME,
          description: 'Må være etter ny start.',
        }),
        defineField({ name: 'room', title: 'Rom eller sal', type: 'string', description: 'Tom: samme rom som ellers.' }),
        defineField({
          name: 'placeName',
          title: 'Annet sted',
          type: 'string',
          description: 'Bare når møtet er et annet sted enn ellers, f.eks. «Bedehushagen».',
        }),
        defineField({ name: 'streetAddress', title: 'Gateadresse', type: 'string' }),
        defineField({
          name: 'postalCode',
          title: 'Postnummer',
          type: 'string',
          validation: (r) => r.regex(POSTAL_CODE, { name: 'fire sifre' }).error('Skriv postnummeret med fire sifre, f.eks. «1234».'),
        }),
        defineField({ name: 'city', title: 'Poststed', type: 'string' }),
        defineField({
          name: 'note',
          title: 'Beskjed til besøkende',
          type: 'string',
          description: `Vises ved «Flyttet» eller «Endret», høyst ${CHANGE_NOTE_MAX_LENGTH} tegn.`,
          validation: (r) => r.custom((note) => changeNoteProblem(note) ?? true),
        }),
      ],
      preview: {
        select: { date: 'date', note: 'note' },
        prepare: ({ date, note }: { date?: string; note?: string }) => ({
          title: previewDate(date) ?? 'Ingen dato valgt',
          subtitle: note || 'Endret',
        }),
      },
    }),
  ],
});
