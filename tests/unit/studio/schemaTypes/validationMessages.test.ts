/**
 * Every message a volunteer can meet in the Studio is Norwegian and says how to fix the problem.
 * Documents with every field empty, and with wrong values, run through the Studio's own validation
 * (the build's schema check). Slug and link rules are another change's and left out here.
 */
import { describe, expect, it } from 'vitest';
import { checkDocuments } from '../../../../src/content/schemaCheck';

/** Imperatives the messages use to say what to do. */
const FIX = /\b(Skriv|skriv|Velg|velg|Last opp|Sett|Flytt|flytt|korte|Sjekk|Beskriv|fjern|Fyll)\b/;
const ENGLISH = /\b(Required|required|Must|must|should|Value|value|Invalid|characters)\b/;
const notSlugOrLink = (field: string) => !/(^|\.)slug(\.|$)|href|imgCaptionHref/.test(field);

const empty = ['siteSettings', 'location', 'membership', 'donationRecipient', 'legalPage', 'event', 'category'].map((type) => ({
  _id: `tom-${type}`,
  _type: type,
}));
const wrong = [
  {
    _id: 'feil-settings',
    _type: 'siteSettings',
    productName: 'X',
    description: 'x'.repeat(161),
    email: 'ikke-epost',
    phone: 'ring meg',
    organizationNumber: '12',
  },
  { _id: 'feil-membership', _type: 'membership', feeKroner: 12.5, minimumAge: 200 },
  { _id: 'feil-donation', _type: 'donationRecipient', label: 'x'.repeat(81), vippsNumber: '12', accountNumber: '1234.56.78900', order: -1 },
  {
    _id: 'feil-event',
    _type: 'event',
    title: 'x'.repeat(81),
    start: '2026-12-01T18:00:00.000Z',
    end: '2026-12-01T17:00:00.000Z',
    summary: 'x'.repeat(201),
    status: 'scheduled',
    cancellationReason: 'x'.repeat(121),
    place: { _type: 'eventPlace', postalCode: '70', name: 'x'.repeat(81) },
    recurrence: { _type: 'recurrence', cancellations: [{ _key: 'a', _type: 'cancellation', reason: 'x'.repeat(121) }] },
  },
];

describe('validation messages', () => {
  it('are Norwegian and say how to fix the problem', async () => {
    const problems = (await checkDocuments([...empty, ...wrong])).filter((p) => notSlugOrLink(p.field));
    console.log(`validation messages checked: ${problems.length}`);
    expect(problems.length).toBeGreaterThan(40);
    const unclear = problems
      .filter((p) => ENGLISH.test(p.message) || !FIX.test(p.message))
      .map((p) => `${p.documentId} ${p.field}: ${p.message}`);
    expect(unclear).toEqual([]);
    // The wrong values are named by their own fields, not only «missing».
    const fields = new Set(problems.map((p) => `${p.documentId} ${p.field}`));
    for (const field of [
      'feil-settings email',
      'feil-settings phone',
      'feil-membership feeKroner',
      'feil-donation accountNumber',
      'tom-donationRecipient vippsLinkKind',
      'feil-event end',
      'feil-event place.postalCode',
      'feil-event recurrence.frequency',
    ]) {
      expect(fields).toContain(field);
    }
  }, 120_000);
});
