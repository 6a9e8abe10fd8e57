import { defineField, defineType } from 'sanity';
import { POSTAL_CODE } from '../../../model/postalCode';

/**
 * The house ("location"): name, picture with caption credit, the four content texts
 * (about, membership, donations, the introduction of activities) and the building facts shown on /kart.
 */
export const location = defineType({
  name: 'location',
  title: 'Bedehuset',
  type: 'document',
  groups: [
    { name: 'facts', title: 'Fakta og adresse', default: true },
    { name: 'image', title: 'Bilde' },
    { name: 'texts', title: 'Tekster' },
  ],
  fields: [
    defineField({ name: 'locationName', title: 'Navn', type: 'string', group: 'facts', validation: (r) => r.required() }),
    defineField({
      name: 'purpose',
      title: 'Formål',
      type: 'text',
      rows: 3,
      group: 'facts',
      description: 'Én eller to setninger om hvorfor bedehuset finnes. Vises øverst på «Om oss».',
      validation: (r) => r.required().max(400),
    }),
    defineField({ name: 'streetAddress', title: 'Gateadresse', type: 'string', group: 'facts', validation: (r) => r.required() }),
    defineField({
      name: 'postalCode',
      title: 'Postnummer',
      type: 'string',
      group: 'facts',
      validation: (r) => r.required().regex(POSTAL_CODE, { name: 'postnummer (fire sifre)' }),
    }),
    defineField({ name: 'city', title: 'Sted', type: 'string', group: 'facts', validation: (r) => r.required() }),
    defineField({
      name: 'owner',
      title: 'Eier',
      type: 'string',
      group: 'facts',
      description: 'Organisasjonen som eier huset.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'built',
      title: 'Byggeår',
      type: 'number',
      group: 'facts',
      validation: (r) => r.required().integer().min(1700).max(new Date().getFullYear()),
    }),
    defineField({
      name: 'coordinates',
      title: 'Koordinater',
      type: 'geopoint',
      group: 'facts',
      description: 'Brukes i lenkene til kartappene.',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'img',
      title: 'Bilde av huset',
      type: 'image',
      group: 'image',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'imgAlt',
      title: 'Alternativ tekst til bildet',
      type: 'string',
      group: 'image',
      description: 'Beskriv bildet for dem som ikke ser det.',
      validation: (r) => r.required(),
    }),
    defineField({ name: 'imgCaptionName', title: 'Bildekreditt (navn)', type: 'string', group: 'image', validation: (r) => r.required() }),
    defineField({
      name: 'imgCaptionHref',
      title: 'Bildekreditt (lenke)',
      type: 'url',
      group: 'image',
      validation: (r) => r.uri({ scheme: ['http', 'https'], allowRelative: true }),
    }),
    defineField({
      name: 'map',
      title: 'Kart over sentrum',
      type: 'image',
      group: 'image',
      description: 'Et enkelt kartbilde som vises på «Kart» uten å hente noe fra andre nettsteder.',
      validation: (r) => r.required(),
    }),
    defineField({ name: 'mapAlt', title: 'Alternativ tekst til kartet', type: 'string', group: 'image', validation: (r) => r.required() }),
    defineField({ name: 'about', title: 'Om oss', type: 'contentBlocks', group: 'texts', validation: (r) => r.required() }),
    defineField({ name: 'membership', title: 'Medlemskap', type: 'contentBlocks', group: 'texts', validation: (r) => r.required() }),
    defineField({ name: 'donations', title: 'Givertjeneste', type: 'contentBlocks', group: 'texts', validation: (r) => r.required() }),
    defineField({
      name: 'activities',
      title: 'Aktiviteter (innledning)',
      type: 'contentBlocks',
      group: 'texts',
      description: 'Teksten over lista på «Aktiviteter». Lista bygges av dokumentene «Aktivitet» og seriene i programmet.',
      validation: (r) => r.required(),
    }),
  ],
  preview: { select: { title: 'locationName', subtitle: 'streetAddress' } },
});
