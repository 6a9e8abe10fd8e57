import { defineField, defineType } from 'sanity';
import { accountNumberProblem } from '../../../model/accountNumber';
import { vippsNumberProblem } from '../../../model/vippsNumber';
import { VIPPS_LINK_KINDS, vippsLinkKindProblem } from '../../../model/vippsLink';

/** A rule's problem with how to fix it, or true. */
const withFix = (problem: string | null, fix: string) => (problem ? `${problem} ${fix}` : true);

/** Where gifts go: a Vipps number and a bank account (MOD11-checked) per purpose. */
export const donationRecipient = defineType({
  name: 'donationRecipient',
  title: 'Gavemottaker',
  type: 'document',
  fields: [
    defineField({
      name: 'label',
      title: 'Formål',
      type: 'string',
      description: 'Hva gaven går til, f.eks. «Drift av bedehuset».',
      validation: (r) => [
        r.required().error('Skriv hva gaven går til, f.eks. «Drift av bedehuset».'),
        r.max(80).error('Formålet kan være høyst 80 tegn: korte det ned, og skriv resten i «Kort forklaring».'),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Kort forklaring',
      type: 'text',
      rows: 2,
      description: 'Én eller to setninger om hva pengene brukes til.',
      validation: (r) => r.max(300).error('Forklaringen kan være høyst 300 tegn: korte den ned.'),
    }),
    defineField({
      name: 'vippsNumber',
      title: 'Vipps-nummer',
      type: 'string',
      description: '5 eller 6 sifre.',
      validation: (r) => [
        r.required().error('Skriv inn Vipps-nummeret (5 eller 6 sifre).'),
        r.custom((value: string | undefined) =>
          value ? withFix(vippsNumberProblem(value), 'Sjekk nummeret i Vipps-avtalen og skriv bare sifrene.') : true,
        ),
      ],
    }),
    defineField({
      name: 'vippsLinkKind',
      title: 'Slags Vipps-nummer',
      type: 'string',
      description:
        'Innsamlingsnummer (Vipps Innsamling) får en «Åpne Vipps»-knapp og en QR-kode på siden. Er du usikker, se avtalen med Vipps eller spør kassereren.',
      options: { list: VIPPS_LINK_KINDS.map(({ value, title }) => ({ value, title })), layout: 'radio' },
      initialValue: 'donations',
      validation: (r) =>
        r.custom((value: string | undefined) => withFix(vippsLinkKindProblem(value), 'Lenken til Vipps lages ut fra dette valget.')),
    }),
    defineField({
      name: 'accountNumber',
      title: 'Kontonummer',
      type: 'string',
      description: '11 sifre. Skriv gjerne med punktum: 1234.56.78903.',
      validation: (r) => [
        r.required().error('Skriv inn kontonummeret (11 sifre).'),
        r.custom((value: string | undefined) =>
          value ? withFix(accountNumberProblem(value), 'Skriv det av på nytt fra banken; ett feil siffer gir denne meldingen.') : true,
        ),
      ],
    }),
    defineField({
      name: 'order',
      title: 'Rekkefølge',
      type: 'number',
      description: 'Lavest først på «Givertjeneste». La stå tom for alfabetisk.',
      validation: (r) => r.integer().min(0).error('Skriv et helt tall fra 0 og oppover, f.eks. 1, 2, 3.'),
    }),
  ],
  orderings: [{ title: 'Rekkefølge', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'label', subtitle: 'vippsNumber' } },
});
