import type { SanityDocument } from '../../../src/content/sources';
import { describe, expect, it } from 'vitest';
import { checkDocuments } from '../../../src/content/schemaCheck';
import { schemaTypes } from '../../../studio/schemaTypes';
import { loadBundledDataset } from '../../../src/content/sources';

const dataset = loadBundledDataset();

/** The schema errors of one document, checked against the rest of the bundled dataset, as `field: message`. */
async function errorsOf(document: Record<string, unknown>) {
  const problems = await checkDocuments([document as SanityDocument], dataset);
  return problems.map((p) => `${p.field}: ${p.message}`);
}

describe('programme documents in the bundled dataset', () => {
  const docs = dataset.filter((d) => d._type === 'event' || d._type === 'category');

  it('has events and categories', () => {
    expect(docs.filter((d) => d._type === 'event').length).toBeGreaterThan(15);
  });

  for (const doc of docs) {
    it(`${doc._id} passes the schema`, async () => {
      expect(await errorsOf(doc)).toEqual([]);
    });
  }

  it('refuses an end before the start and an image without alt text', async () => {
    const event = docs.find((d) => d._id === 'event-arsmote-2027')!;
    const errors = await errorsOf({
      ...event,
      end: '2027-03-14T10:00:00Z',
      image: { _type: 'image', asset: { _type: 'reference', _ref: 'image-abc-10x10-png' } },
    });
    expect(errors.join('\n')).toMatch(/^end: Slutt må være etter start\. Flytt «Slutt» til etter «Start»/m);
    expect(errors.some((e) => e.startsWith('image.alt'))).toBe(true);
  });
});

// Content: every other bundled document passes its schema too.
describe('every other document in the bundled dataset', () => {
  const docs = dataset.filter((d) => d._type !== 'event' && d._type !== 'category');

  it('has the house, membership, donation recipients and the three legal pages', () => {
    const types = docs.map((d) => d._type);
    for (const type of ['siteSettings', 'location', 'membership', 'donationRecipient', 'legalPage']) expect(types).toContain(type);
    expect(
      docs
        .filter((d) => d._type === 'legalPage')
        .map((d) => (d.slug as { current: string }).current)
        .sort(),
    ).toEqual(['bruksvilkar', 'informasjonskapsler', 'personvern']);
  });

  it('has a schema type for every bundled document', () => {
    const known = new Set<string>(schemaTypes.map((t) => t.name));
    expect(dataset.map((d) => d._type).filter((type) => !known.has(type))).toEqual([]);
  });

  for (const doc of docs) {
    it(`${doc._id} passes the schema`, async () => {
      expect(await errorsOf(doc)).toEqual([]);
    });
  }

  it('refuses a bad account number, a short Vipps number, wrong membership numbers and a legal page without text', async () => {
    const recipient = docs.find((d) => d._id === 'donationRecipient-drift')!;
    const errors = await errorsOf({ ...recipient, accountNumber: '15032701009', vippsNumber: '123' });
    expect(errors.some((e) => e.startsWith('accountNumber:') && /kontrollsifferet/.test(e))).toBe(true);
    expect(errors.some((e) => e.startsWith('vippsNumber:'))).toBe(true);
    const membership = docs.find((d) => d._id === 'membership')!;
    expect((await errorsOf({ ...membership, feeKroner: -5, minimumAge: 15.5 })).map((e) => e.split(':')[0]).sort()).toEqual([
      'feeKroner',
      'minimumAge',
    ]);
    const legal = docs.find((d) => d._id === 'legalPage-personvern')!;
    expect((await errorsOf({ ...legal, body: undefined, description: 'x'.repeat(161) })).map((e) => e.split(':')[0]).sort()).toEqual([
      'body',
      'description',
    ]);
  });
});
