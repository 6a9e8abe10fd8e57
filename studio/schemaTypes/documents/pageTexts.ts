import { defineType } from 'sanity';
import { SINGLETON_IDS } from '../../../model/singletons';
import { pageTextField } from '../fields/pageText';

/** A page's own document: named like the page, holding only the page's text. */
function pageTextDocument(id: string, page: string, field: { title?: string; description: string }) {
  return defineType({
    name: id,
    title: page,
    type: 'document',
    fields: [pageTextField({ page, ...field })],
    preview: { prepare: () => ({ title: page }) },
  });
}

/**
 * The pages whose only editable part is their text: one document each, named like the page, so a
 * volunteer finds the text where the page's name is. (Medlemskap's text is in «Medlemskap», with
 * the fee and the age.)
 */
export const aboutPage = pageTextDocument(SINGLETON_IDS.aboutPage, 'Om oss', {
  description: 'Teksten under bildet av huset. Formålet øverst på siden og faktaene om huset står i «Bedehuset».',
});

export const activitiesPage = pageTextDocument(SINGLETON_IDS.activitiesPage, 'Aktiviteter', {
  title: 'Innledning',
  description: 'Teksten over lista på «Aktiviteter». Lista bygges av dokumentene «Aktivitet» og seriene i programmet.',
});

export const donationsPage = pageTextDocument(SINGLETON_IDS.donationsPage, 'Givertjeneste', {
  description: 'Det som står før første overskrift, vises over kontonumrene; resten under dem. Kontonumrene står i «Gavemottakere».',
});
