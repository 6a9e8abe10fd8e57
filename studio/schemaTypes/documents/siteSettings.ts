import { defineField, defineType } from 'sanity';
import { accentColourProblem } from '../../../model/accentColour';
import { logoAltProblem } from '../../../model/logo';
import { altTextField } from '../fields/altText';
import { AccentColourInput } from '../fields/AccentColourInput';

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Innstillinger for nettstedet',
  type: 'document',
  fieldsets: [
    { name: 'look', title: 'Utseende', description: 'Valgfritt: uten disse bruker nettstedet sin egen farge og navnet i tekst.' },
  ],
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
    defineField({
      name: 'accentColour',
      title: 'Aksentfarge',
      type: 'string',
      fieldset: 'look',
      description:
        'Fargen på lenker, knapper og små markeringer, som kode (f.eks. «#7a2e5c»). Velg en mørk farge: teksten må kunne leses mot den lyse bakgrunnen. Fargen i mørk modus lages av den samme.',
      components: { input: AccentColourInput },
      validation: (r) =>
        r.custom((value: string | undefined) => {
          const problem = value ? accentColourProblem(value) : null;
          return problem ?? true;
        }),
    }),
    defineField({
      name: 'logo',
      title: 'Logo eller tegning',
      type: 'image',
      fieldset: 'look',
      options: { accept: 'image/svg+xml,image/png,image/webp' },
      validation: (r) =>
        r.custom((logo: { alt?: string; replacesName?: boolean } | undefined, context) => {
          const name = (context.document as { productName?: string } | undefined)?.productName;
          return (logo?.replacesName && logo.alt && name && logoAltProblem(logo.alt, name)) || true;
        }),
      description: 'Vises øverst på hver side, foran navnet. Helst en SVG, eller en PNG med gjennomsiktig bakgrunn, minst 96 piksler høy.',
      fields: [
        altTextField({ example: 'Tegning av bedehuset' }),
        defineField({
          name: 'replacesName',
          title: 'Navnet står i logoen',
          type: 'boolean',
          initialValue: false,
          description:
            'Kryss av hvis navnet på bedehuset står i selve logoen: da vises logoen alene, og den alternative teksten må inneholde navnet.',
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Innstillinger for nettstedet' }) },
});
