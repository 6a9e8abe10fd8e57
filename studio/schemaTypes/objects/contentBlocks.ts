import { defineArrayMember, defineField, defineType } from 'sanity';
import { linkRule } from '../fields/linkRule';

/**
 * Content blocks: h2, h3, text, line breaks (shift+enter),
 * links (label = the marked text, href, external flag), bullet lists and quotes. Nothing more,
 * so editors cannot produce markup the site does not style.
 */
export const contentBlocks = defineType({
  name: 'contentBlocks',
  title: 'Innhold',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      // Sanity's default title «Block» shows in messages about a paragraph.
      title: 'Avsnitt',
      styles: [
        { title: 'Vanlig tekst', value: 'normal' },
        { title: 'Overskrift 2', value: 'h2' },
        { title: 'Overskrift 3', value: 'h3' },
        { title: 'Sitat', value: 'blockquote' },
      ],
      lists: [{ title: 'Punktliste', value: 'bullet' }],
      marks: {
        decorators: [],
        annotations: [
          defineArrayMember({
            name: 'link',
            type: 'object',
            title: 'Lenke',
            fields: [
              defineField({
                name: 'href',
                title: 'Adresse',
                type: 'url',
                description: 'Full adresse (https://…), e-post (mailto:…) eller telefon (tel:…), eller en side på nettstedet (/program).',
                validation: (rule) => linkRule(rule.required()),
              }),
              defineField({
                name: 'external',
                title: 'Ekstern lenke',
                type: 'boolean',
                description: 'Slå på for lenker til andre nettsteder. De åpnes i ny fane.',
                initialValue: false,
              }),
            ],
          }),
        ],
      },
    }),
  ],
});
