import { defineField, defineType } from 'sanity';
import { POSTAL_CODE } from '../../../model/postalCode';
import { altTextField } from '../fields/altText';
import { linkRule } from '../fields/linkRule';
import { CoordinatesInput } from '../../form/CoordinatesInput';
import { COORDINATES_HELP } from '../../form/coordinates';

/**
 * The house ("location"): name, picture with caption credit, the building facts and the visiting
 * notes (opening hours on the home page; entrance, parking and accessibility on /kart). The pages'
 * own texts are in the documents named after the pages (model/singletons.ts).
 */
export const location = defineType({
  name: 'location',
  title: 'Bedehuset',
  type: 'document',
  groups: [
    { name: 'facts', title: 'Fakta og adresse', default: true },
    { name: 'image', title: 'Bilde' },
  ],
  fields: [
    defineField({
      name: 'locationName',
      title: 'Navn',
      type: 'string',
      group: 'facts',
      validation: (r) => r.required().error('Skriv inn navnet på huset, f.eks. «Nordbyen bedehus».'),
    }),
    defineField({
      name: 'purpose',
      title: 'Formål',
      type: 'text',
      rows: 3,
      group: 'facts',
      description: 'Én eller to setninger om hvorfor bedehuset finnes. Vises øverst på «Om oss».',
      validation: (r) => [
        r.required().error('Skriv én eller to setninger om hvorfor bedehuset finnes.'),
        r.max(400).error('Formålet kan være høyst 400 tegn: korte det ned, og skriv resten i «Om oss».'),
      ],
    }),
    defineField({
      name: 'streetAddress',
      title: 'Gateadresse',
      type: 'string',
      group: 'facts',
      validation: (r) => r.required().error('Skriv inn gateadressen, f.eks. «Storgata 1».'),
    }),
    defineField({
      name: 'postalCode',
      title: 'Postnummer',
      type: 'string',
      group: 'facts',
      validation: (r) => [
        r.required().error('Skriv inn postnummeret, fire sifre.'),
        r.regex(POSTAL_CODE, { name: 'postnummer (fire sifre)' }).error('Skriv postnummeret med fire sifre, f.eks. «1234».'),
      ],
    }),
    defineField({
      name: 'city',
      title: 'Sted',
      type: 'string',
      group: 'facts',
      validation: (r) => r.required().error('Skriv inn poststedet, f.eks. «Byen».'),
    }),
    defineField({
      name: 'owner',
      title: 'Eier',
      type: 'string',
      group: 'facts',
      description: 'Organisasjonen som eier huset.',
      validation: (r) => r.required().error('Skriv hvem som eier huset, f.eks. «Nordbyen bedehusforening».'),
    }),
    defineField({
      name: 'built',
      title: 'Byggeår',
      type: 'number',
      group: 'facts',
      description: 'Året huset ble bygget, f.eks. 1923.',
      validation: (r) => [
        r.required().error('Skriv inn byggeåret, f.eks. 1923.'),
        r
          .integer()
          .min(1700)
          .max(new Date().getFullYear())
          .error(`Skriv et årstall mellom 1700 og ${new Date().getFullYear()}, med fire sifre.`),
      ],
    }),
    defineField({
      name: 'coordinates',
      title: 'Koordinater',
      type: 'geopoint',
      group: 'facts',
      description:
        'Kopier punktet fra et kart (høyreklikk på huset i Google Maps eller på norgeskart.no) og lim det inn. Brukes i lenkene til kartappene.',
      components: { input: CoordinatesInput },
      validation: (r) => r.required().error(`Lim inn hvor huset ligger. ${COORDINATES_HELP}`),
    }),
    defineField({
      name: 'openingHours',
      title: 'Åpningstider',
      type: 'text',
      rows: 2,
      group: 'facts',
      description: 'Når huset og kontoret er åpent. Vises på forsiden.',
      validation: (r) => [
        r.required().error('Skriv når huset er åpent, f.eks. «Kontoret er åpent tirsdag–torsdag kl. 10–14».'),
        r.max(300).error('Kort ned teksten til høyst 300 tegn.'),
      ],
    }),
    defineField({
      name: 'entrance',
      title: 'Inngang',
      type: 'text',
      rows: 2,
      group: 'facts',
      description: 'Hvor inngangen er og hvordan den ser ut. Vises på «Kart».',
      validation: (r) => [
        r.required().error('Skriv hvor inngangen er, f.eks. «Hovedinngangen vender mot Storgata».'),
        r.max(300).error('Kort ned teksten til høyst 300 tegn.'),
      ],
    }),
    defineField({
      name: 'parking',
      title: 'Parkering',
      type: 'text',
      rows: 2,
      group: 'facts',
      description: 'Hvor man kan parkere, også sykkel. Vises på «Kart».',
      validation: (r) => [
        r.required().error('Skriv hvor man kan parkere, f.eks. «Gateparkering i Storgata, sykkelstativ ved inngangen».'),
        r.max(300).error('Kort ned teksten til høyst 300 tegn.'),
      ],
    }),
    defineField({
      name: 'accessibility',
      title: 'Tilgjengelighet',
      type: 'text',
      rows: 3,
      group: 'facts',
      description: 'Trinnfri inngang, heis, teleslynge, toalett. Vises på «Kart».',
      validation: (r) => [
        r.required().error('Skriv om trinnfri inngang, heis, teleslynge og toalett.'),
        r.max(400).error('Kort ned teksten til høyst 400 tegn.'),
      ],
    }),
    defineField({
      name: 'img',
      title: 'Bilde av huset',
      type: 'image',
      group: 'image',
      // The editor's crop and focal point are kept by the site's image URLs (src/content/hostedImage.ts).
      options: { hotspot: true },
      validation: (r) => r.required().error('Last opp et bilde av huset.'),
    }),
    altTextField({ name: 'imgAlt', title: 'Alternativ tekst til bildet', group: 'image', example: 'Det hvite bedehuset sett fra gata' }),
    defineField({
      name: 'imgCaptionName',
      title: 'Bildekreditt (navn)',
      type: 'string',
      group: 'image',
      description: 'Bare navnet, f.eks. «Ingrid Haugen»: nettsiden skriver «Bilde:» foran.',
      validation: (r) =>
        r
          .required()
          .error('Skriv navnet på den som tok eller tegnet bildet, f.eks. «Kari Nordmann».')
          .custom((name) =>
            typeof name === 'string' && /^\s*[\p{L} ]+:/u.test(name)
              ? 'Skriv bare navnet: «Bilde:» står allerede foran på nettsiden.'
              : true,
          ),
    }),
    defineField({
      name: 'imgCaptionHref',
      title: 'Bildekreditt (lenke)',
      type: 'url',
      group: 'image',
      validation: linkRule,
    }),
    defineField({
      name: 'map',
      title: 'Kart over nærområdet',
      type: 'image',
      group: 'image',
      description: 'Et enkelt kartbilde som vises på «Kart» uten å hente noe fra andre nettsteder.',
      validation: (r) => r.required().error('Last opp et kartbilde av nærområdet.'),
    }),
    defineField({
      name: 'mapAlt',
      title: 'Alternativ tekst til kartet',
      type: 'string',
      group: 'image',
      validation: (r) => r.required().error('Beskriv kartet med noen ord, f.eks. «Kart som viser bedehuset ved torget».'),
    }),
  ],
  preview: { select: { title: 'locationName', subtitle: 'streetAddress' } },
});
