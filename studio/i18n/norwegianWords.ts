/**
 * Where the Norwegian Studio translation (@sanity/locale-nb-no) says it wrong for us, or Sanity shows
 * a key no translation has: volunteers read these on their everyday path.
 */
import { defineLocaleResourceBundle } from 'sanity';

/** «Ny Arrangement»: one phrase for every type, whatever its gender. */
const NEW_OF_TYPE = 'Nytt dokument: {{schemaType}}';

export const norwegianWords = [
  defineLocaleResourceBundle({
    locale: 'nb-NO',
    namespace: 'studio',
    resources: {
      // Sanity 6.9 asks for this key and no locale has it: the list showed «new-document.new-document».
      'new-document.new-document': 'Nytt dokument',
      // The text's only annotation is a link (studio/schemaTypes/objects/contentBlocks.ts).
      'inputs.portable-text.annotation-aria-label': 'Lenke',
      'inputs.portable-text.action.edit-annotation-aria-label': 'Rediger lenken',
      'inputs.portable-text.action.remove-annotation-aria-label': 'Fjern lenken',
      // «Rediger {{schemaType}}» gave «Rediger Lenke».
      'inputs.portable-text.annotation-editor.title': 'Rediger lenken',
    },
  }),
  defineLocaleResourceBundle({
    locale: 'nb-NO',
    namespace: 'structure',
    resources: {
      'panes.document-header-title.new.text': NEW_OF_TYPE,
      'browser-document-title.new-document': NEW_OF_TYPE,
    },
  }),
];
