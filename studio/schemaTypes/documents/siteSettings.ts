import { defineField, defineType } from 'sanity';

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Innstillinger for nettstedet',
  type: 'document',
  fields: [
    defineField({ name: 'productName', title: 'Navn', type: 'string', validation: (r) => r.required() }),
    defineField({
      name: 'description',
      title: 'Beskrivelse',
      type: 'text',
      rows: 3,
      description: 'Vises i søkeresultater og når sider deles. Hold den under 160 tegn.',
      validation: (r) => r.required().max(160),
    }),
    defineField({
      name: 'shareImage',
      title: 'Standard delingsbilde',
      type: 'image',
      description: 'Brukes når en side deles i sosiale medier og ikke har et eget bilde.',
      fields: [defineField({ name: 'alt', title: 'Alternativ tekst', type: 'string', validation: (r) => r.required() })],
    }),
    defineField({ name: 'email', title: 'E-post', type: 'string', validation: (r) => r.required().email() }),
    defineField({
      name: 'phone',
      title: 'Telefon',
      type: 'string',
      validation: (r) => r.required().regex(/^\+?[0-9 ]{8,15}$/, { name: 'telefonnummer' }),
    }),
    defineField({ name: 'organizationNumber', title: 'Organisasjonsnummer', type: 'string', validation: (r) => r.regex(/^\d{9}$/) }),
  ],
  preview: { prepare: () => ({ title: 'Innstillinger for nettstedet' }) },
});
