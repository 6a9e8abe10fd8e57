import { defineField, defineType } from 'sanity';
import { MEMBERSHIP_LIMITS } from '../../../model/membership';

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
      validation: (r) => r.required().integer().min(MEMBERSHIP_LIMITS.feeKroner.min).max(MEMBERSHIP_LIMITS.feeKroner.max),
    }),
    defineField({
      name: 'minimumAge',
      title: 'Aldersgrense (år)',
      type: 'number',
      description: 'Yngste alder for å bli medlem.',
      validation: (r) => r.required().integer().min(MEMBERSHIP_LIMITS.minimumAge.min).max(MEMBERSHIP_LIMITS.minimumAge.max),
    }),
  ],
  preview: { prepare: () => ({ title: 'Medlemskap' }) },
});
