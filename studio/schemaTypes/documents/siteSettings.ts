import { defineField, defineType } from 'sanity';
import { altTextField } from '../fields/altText';

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Innstillinger for nettstedet',
  type: 'document',
  fields: [
    defineField({
      name: 'productName',
      title: 'Navn',
      type: 'string',
      description: 'Navnet øverst på hver side og i fanen i nettleseren, f.eks. «Nordbyen bedehus».',
      validation: (r) => r.required().error('Skriv inn navnet på bedehuset, f.eks. «Nordbyen bedehus».'),
    }),
    defineField({
      name: 'description',
      title: 'Beskrivelse',
      type: 'text',
      rows: 3,
      description: 'Vises i søkeresultater og når sider deles. Hold den under 160 tegn.',
      validation: (r) => [
        r.required().error('Skriv en kort beskrivelse av bedehuset (én eller to setninger).'),
        r.max(160).error('Beskrivelsen kan være høyst 160 tegn (søkemotorer kutter resten): korte den ned.'),
      ],
    }),
    defineField({
      name: 'shareImage',
      title: 'Standard delingsbilde',
      type: 'image',
      options: { hotspot: true },
      description: 'Brukes når en side deles i sosiale medier og ikke har et eget bilde.',
      fields: [altTextField({ example: 'Bedehuset sett fra gata' })],
    }),
    defineField({
      name: 'email',
      title: 'E-post',
      type: 'string',
      description: 'Adressen besøkende kan skrive til. Vises nederst på hver side.',
      validation: (r) => [
        r.required().error('Skriv inn e-postadressen besøkende kan skrive til.'),
        r.email().error('Skriv en hel e-postadresse, f.eks. «post@bedehuset.no».'),
      ],
    }),
    defineField({
      name: 'phone',
      title: 'Telefon',
      type: 'string',
      description: 'Vises nederst på hver side, f.eks. «+47 22 00 00 00».',
      validation: (r) => [
        r.required().error('Skriv inn telefonnummeret besøkende kan ringe.'),
        r
          .regex(/^\+?[0-9 ]{8,15}$/, { name: 'telefonnummer' })
          .error('Skriv bare sifre og mellomrom (8–15), gjerne med +47 foran, f.eks. «+47 22 00 00 00».'),
      ],
    }),
    defineField({
      name: 'organizationNumber',
      title: 'Organisasjonsnummer',
      type: 'string',
      description: 'Fra Brønnøysundregistrene, ni sifre.',
      validation: (r) =>
        r.regex(/^\d{9}$/, { name: 'organisasjonsnummer' }).error('Skriv de ni sifrene uten mellomrom, f.eks. «912345678».'),
    }),
  ],
  preview: { prepare: () => ({ title: 'Innstillinger for nettstedet' }) },
});
