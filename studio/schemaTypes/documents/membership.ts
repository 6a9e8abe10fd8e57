import { defineField, defineType } from 'sanity';
import { MEMBERSHIP_LIMITS } from '../../../model/membership';
import { pageTextField } from '../fields/pageText';

/** The page /medlemskap: its fee and age (validated numbers, not free text) and its text. */
export const membership = defineType({
  name: 'membership',
  title: 'Medlemskap',
  type: 'document',
  fields: [
    defineField({
      name: 'feeKroner',
      title: 'Kontingent (kroner per år)',
      type: 'number',
      description: 'Hva det koster å være medlem ett år, i hele kroner. Vises på «Medlemskap».',
      validation: (r) => [
        r.required().error('Skriv inn kontingenten i kroner, f.eks. 200.'),
        r.integer().error('Skriv kontingenten i hele kroner, uten øre.'),
        r
          .min(MEMBERSHIP_LIMITS.feeKroner.min)
          .max(MEMBERSHIP_LIMITS.feeKroner.max)
          .error(`Skriv en kontingent mellom ${MEMBERSHIP_LIMITS.feeKroner.min} og ${MEMBERSHIP_LIMITS.feeKroner.max} kroner.`),
      ],
    }),
    defineField({
      name: 'minimumAge',
      title: 'Aldersgrense (år)',
      type: 'number',
      description:
        'Yngste alder for å bli medlem. Endres den, må også reglene for søknadsskjemaet endres (si fra til den som drifter nettsiden).',
      validation: (r) => [
        r.required().error('Skriv inn aldersgrensen i hele år, f.eks. 15.'),
        r.integer().error('Skriv aldersgrensen i hele år.'),
        r
          .min(MEMBERSHIP_LIMITS.minimumAge.min)
          .max(MEMBERSHIP_LIMITS.minimumAge.max)
          .error(`Skriv en aldersgrense mellom ${MEMBERSHIP_LIMITS.minimumAge.min} og ${MEMBERSHIP_LIMITS.minimumAge.max} år.`),
      ],
    }),
    pageTextField({ page: 'Medlemskap', description: 'Teksten under kontingenten og aldersgrensen, over søknadsskjemaet.' }),
  ],
  preview: { prepare: () => ({ title: 'Medlemskap' }) },
});
