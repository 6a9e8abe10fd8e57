import { defineField, defineType } from 'sanity';
import { SINGLETON_IDS } from '../../../model/singletons';
import { clockProblem, hireDaysProblem } from '../../../model/hallHireTerms';
import { pageTextField } from '../fields/pageText';

const clockField = (name: 'openFrom' | 'openTo', title: string, example: string) =>
  defineField({
    name,
    title,
    type: 'string',
    description: `Klokkeslett som ${example}.`,
    validation: (r) => [
      r.required().error(`Skriv klokkeslettet, f.eks. ${example}.`),
      r.custom((value: string | undefined) => (value ? (clockProblem(value) ?? true) : true)),
    ],
  });

const daysField = (name: 'noticeDays' | 'horizonDays' | 'retentionMonths', title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'number',
    description,
    validation: (r) => [
      r.required().error('Skriv et helt tall.'),
      r.custom((value: number | undefined) => (value === undefined ? true : (hireDaysProblem(name, value) ?? true))),
    ],
  });

/** The «Utleie» page: its text, the house rules, and the terms the form and the rules check. */
export const hallHirePage = defineType({
  name: SINGLETON_IDS.hallHirePage,
  title: 'Utleie',
  type: 'document',
  groups: [
    { name: 'text', title: 'Tekst', default: true },
    { name: 'terms', title: 'Vilkår for forespørsler' },
  ],
  fields: [
    { ...pageTextField({ page: 'Utleie', description: 'Teksten øverst på «Utleie». Rommene står i «Rom til utleie».' }), group: 'text' },
    defineField({
      name: 'houseRules',
      title: 'Husregler',
      type: 'contentBlocks',
      group: 'text',
      description: 'F.eks. alkohol, rydding og vask, nøkler, depositum og når huset må være tomt.',
      validation: (r) => r.required().error('Skriv husreglene, f.eks. om rydding, nøkler og depositum.'),
    }),
    clockField('openFrom', 'Tidligst fra', '08.00'),
    clockField('openTo', 'Senest til', '23.00'),
    daysField('noticeDays', 'Dager i forveien', 'Hvor mange dager før leiedagen en forespørsel senest må komme, f.eks. 7.'),
    daysField('horizonDays', 'Så langt fram', 'Hvor mange dager fram man kan spørre, f.eks. 180 (høyst så langt programmet er lagt ut).'),
    daysField('retentionMonths', 'Slettes etter (måneder)', 'Forespørsler slettes så mange måneder etter leiedagen, f.eks. 3.'),
    defineField({
      name: 'email',
      title: 'E-post for forespørsler',
      type: 'string',
      group: 'terms',
      description: 'Hit sendes forespørslene. Tom: e-posten i «Innstillinger for nettstedet».',
      validation: (r) => r.email().error('Skriv en e-postadresse, f.eks. utleie@bedehuset.no.'),
    }),
    defineField({
      name: 'phone',
      title: 'Telefon for utleie',
      type: 'string',
      group: 'terms',
      description: 'Tom: telefonen i «Innstillinger for nettstedet».',
    }),
  ].map((field) => ('group' in field ? field : { ...field, group: 'terms' })),
  preview: { prepare: () => ({ title: 'Utleie' }) },
});
