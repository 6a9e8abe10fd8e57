import { defineField, defineType } from 'sanity';
import { scheduleWordsProblem } from '../../../model/scheduleWords';
import { activitySeriesProblem } from './activitySeries';

/**
 * One activity of the regular work on /aktiviteter. Its name, day, time and place are those of the
 * series it points to (an event with «Gjentakelse»); only the description is written here.
 */
export const activity = defineType({
  name: 'activity',
  title: 'Aktivitet',
  type: 'document',
  fields: [
    defineField({
      name: 'series',
      title: 'Serie i programmet',
      type: 'reference',
      to: [{ type: 'event' }],
      options: { filter: 'defined(recurrence.frequency)' },
      description: 'Navn, ukedag, klokkeslett og sted hentes herfra, slik at «Aktiviteter» og programmet alltid sier det samme.',
      validation: (r) => [r.required().error('Velg serien i programmet som aktiviteten hører til.'), r.custom(activitySeriesProblem)],
    }),
    defineField({
      name: 'description',
      title: 'Beskrivelse',
      type: 'text',
      rows: 3,
      description: 'Hva aktiviteten er og hvem den er for. Ikke skriv dag eller klokkeslett: de står i serien.',
      validation: (r) =>
        r
          .required()
          .max(300)
          .custom((value) => (value ? (scheduleWordsProblem(value) ?? true) : true)),
    }),
  ],
  preview: { select: { title: 'series.title', subtitle: 'description' } },
});
