import { defineType } from 'sanity';
import { SINGLETON_IDS } from '../../../model/singletons';
import { pageTextField } from '../fields/pageText';

/**
 * The pages whose only editable part is their text: one document each, named like the page, so a
 * volunteer finds the text where the page's name is. (Medlemskap's text is in «Medlemskap», with
 * the fee and the age.)
 */
export const aboutPage = defineType({
  name: SINGLETON_IDS.aboutPage,
  title: 'Om oss',
  type: 'document',
  fields: [
    pageTextField({
      page: 'Om oss',
      description: 'Teksten under bildet av huset. Formålet øverst på siden og faktaene om huset står i «Bedehuset».',
    }),
  ],
  preview: { prepare: () => ({ title: 'Om oss' }) },
});

export const activitiesPage = defineType({
  name: SINGLETON_IDS.activitiesPage,
  title: 'Aktiviteter',
  type: 'document',
  fields: [
    pageTextField({
      page: 'Aktiviteter',
      title: 'Innledning',
      description: 'Teksten over lista på «Aktiviteter». Lista bygges av dokumentene «Aktivitet» og seriene i programmet.',
    }),
  ],
  preview: { prepare: () => ({ title: 'Aktiviteter' }) },
});

export const donationsPage = defineType({
  name: SINGLETON_IDS.donationsPage,
  title: 'Givertjeneste',
  type: 'document',
  fields: [
    pageTextField({
      page: 'Givertjeneste',
      description: 'Det som står før første overskrift, vises over kontonumrene; resten under dem. Kontonumrene står i «Gavemottakere».',
    }),
  ],
  preview: { prepare: () => ({ title: 'Givertjeneste' }) },
});
