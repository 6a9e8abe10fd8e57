import { defineField, defineType } from 'sanity';

/** Membership facts shown on /medlemskap: validated numbers, not free text. */
export const membership = defineType({
  name: 'membership',
  title: 'Medlemskap',
  type: 'document',
  fields: [
    defineField({
      name: 'feeKroner',
      title: 'Kontingent (kroner per år)',
      type: 'number',
      validation: (r) => r.required().integer().min(0).max(10000),
    }),
    defineField({
      name: 'minimumAge',
      title: 'Aldersgrense (år)',
      type: 'number',
      description: 'Yngste alder for å bli medlem.',
      validation: (r) => r.required().integer().min(0).max(100),
    }),
  ],
  preview: { prepare: () => ({ title: 'Medlemskap' }) },
});
