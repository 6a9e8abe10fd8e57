import { defineField, defineType } from 'sanity';
import { POSTAL_CODE } from '../../../model/postalCode';
import { CoordinatesInput } from '../../form/CoordinatesInput';

/** Where an event happens when it is not in the house itself. Empty = the house's own address. */
export const eventPlace = defineType({
  name: 'eventPlace',
  title: 'Sted',
  type: 'object',
  description: 'La feltene stå tomme når arrangementet er i bedehuset. Fyll ut for arrangementer andre steder.',
  fields: [
    defineField({
      name: 'name',
      title: 'Navn på stedet',
      type: 'string',
      description: 'Bare når det er et annet sted enn bedehuset, f.eks. «Bedehushagen».',
      validation: (r) => r.max(80).error('Navnet kan være høyst 80 tegn: korte det ned.'),
    }),
    defineField({ name: 'room', title: 'Rom eller sal', type: 'string', description: 'F.eks. «Lillesalen». Kan brukes også i bedehuset.' }),
    defineField({
      name: 'streetAddress',
      title: 'Gateadresse',
      type: 'string',
      description: 'F.eks. «Storgata 1». Tom: bedehusets adresse.',
    }),
    defineField({
      name: 'postalCode',
      title: 'Postnummer',
      type: 'string',
      description: 'Fire sifre. Tom: bedehusets.',
      validation: (r) => r.regex(POSTAL_CODE, { name: 'fire sifre' }).error('Skriv postnummeret med fire sifre, f.eks. «1234».'),
    }),
    defineField({ name: 'city', title: 'Poststed', type: 'string', description: 'F.eks. «Byen». Tom: bedehusets.' }),
    defineField({
      name: 'geo',
      title: 'Kartposisjon',
      type: 'geopoint',
      description:
        'Valgfritt: kopier punktet fra et kart (høyreklikk på stedet i Google Maps eller på norgeskart.no) og lim det inn, for lenker til kartappene.',
      components: { input: CoordinatesInput },
    }),
  ],
});
