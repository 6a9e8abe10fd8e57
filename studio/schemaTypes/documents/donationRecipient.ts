import { defineField, defineType } from 'sanity';
import { accountNumberProblem } from '../../../model/accountNumber';
import { vippsNumberProblem } from '../../../model/vippsNumber';

/** Where gifts go: a Vipps number and a bank account (MOD11-checked) per purpose. */
export const donationRecipient = defineType({
  name: 'donationRecipient',
  title: 'Gavemottaker',
  type: 'document',
  fields: [
    defineField({ name: 'label', title: 'Formål', type: 'string', validation: (r) => r.required().max(80) }),
    defineField({ name: 'description', title: 'Kort forklaring', type: 'text', rows: 2, validation: (r) => r.max(300) }),
    defineField({
      name: 'vippsNumber',
      title: 'Vipps-nummer',
      type: 'string',
      description: '5 eller 6 sifre.',
      validation: (r) => r.required().custom((value: string | undefined) => (value ? vippsNumberProblem(value) ?? true : true)),
    }),
    defineField({
      name: 'accountNumber',
      title: 'Kontonummer',
      type: 'string',
      description: '11 sifre. Skriv gjerne med punktum: 1234.56.78903.',
      validation: (r) => r.required().custom((value: string | undefined) => (value ? accountNumberProblem(value) ?? true : true)),
    }),
    defineField({ name: 'order', title: 'Rekkefølge', type: 'number', validation: (r) => r.integer().min(0) }),
  ],
  orderings: [{ title: 'Rekkefølge', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'label', subtitle: 'vippsNumber' } },
});
