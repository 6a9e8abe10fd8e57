import { defineField, defineType } from 'sanity';
import { POSTAL_CODE } from '../../../model/postalCode';

/** Where an event happens when it is not in the house itself. Empty = Sentrum bedehus. */
export const eventPlace = defineType({
  name: 'eventPlace',
  title: 'Sted',
  type: 'object',
  description: 'La feltene stå tomme når arrangementet er i bedehuset. Fyll ut for arrangementer andre steder.',
  fields: [
    defineField({ name: 'name', title: 'Navn på stedet', type: 'string', validation: (r) => r.max(80) }),
    defineField({ name: 'room', title: 'Rom eller sal', type: 'string', description: 'F.eks. «Lillesalen». Kan brukes også i bedehuset.' }),
    defineField({ name: 'streetAddress', title: 'Gateadresse', type: 'string' }),
    defineField({ name: 'postalCode', title: 'Postnummer', type: 'string', validation: (r) => r.regex(POSTAL_CODE, { name: 'fire sifre' }) }),
    defineField({ name: 'city', title: 'Poststed', type: 'string' }),
    defineField({ name: 'geo', title: 'Kartposisjon', type: 'geopoint' }),
  ],
});
