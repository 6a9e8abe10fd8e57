import { describe, expect, it } from 'vitest';
import { getHireRulesFacts } from '../../../src/content/hallHireRulesFacts';
import { groqJsFetcher, loadBundledDataset, type SanityDocument } from '../../../src/content/sources';

// The bundled dataset without any hire content of its own: each test gives the rooms and page it needs.
const dataset = loadBundledDataset().filter((d) => d._type !== 'hallRoom' && d._type !== 'hallHirePage');
const siteSettings = dataset.find((d) => d._id === 'siteSettings')!;

const text = (words: string) => [
  { _type: 'block', _key: 'b1', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's1', text: words, marks: [] }] },
];

const room = (slug: string, name: string, seats: number, order: number): SanityDocument => ({
  _id: `hallRoom-${slug}`,
  _type: 'hallRoom',
  name,
  slug: { _type: 'slug', current: slug },
  seats,
  order,
  prices: [{ _key: 'p1', _type: 'hallRoomPrice', label: 'Hverdager', unit: 'time', members: 300, others: 500 }],
});
const page = (fields: Record<string, unknown> = {}): SanityDocument => ({
  _id: 'hallHirePage',
  _type: 'hallHirePage',
  body: text('Huset leies ut.'),
  houseRules: text('Rydd etter dere.'),
  openFrom: '08:00',
  openTo: '23:00',
  noticeDays: 7,
  horizonDays: 180,
  retentionMonths: 3,
  email: 'utleie@example.no',
  phone: '912 34 567',
  ...fields,
});
const factsOf = (documents: SanityDocument[]) => getHireRulesFacts(groqJsFetcher([...dataset, ...documents]));

describe('getHireRulesFacts', () => {
  it('gives no rooms for a house that has none, so the rules refuse every request', async () => {
    const facts = await getHireRulesFacts(groqJsFetcher(dataset));
    expect(facts.rooms).toEqual([]);
  });

  it("takes the rooms in the Studio's order with the page's terms", async () => {
    const facts = await factsOf([room('lillesalen', 'Lillesalen', 40, 2), room('storsalen', 'Storsalen', 150, 1), page()]);
    expect(facts).toEqual({
      rooms: [
        { slug: 'storsalen', name: 'Storsalen', seats: 150 },
        { slug: 'lillesalen', name: 'Lillesalen', seats: 40 },
      ],
      terms: {
        openFrom: '08:00',
        openTo: '23:00',
        noticeDays: 7,
        horizonDays: 180,
        retentionMonths: 3,
        email: 'utleie@example.no',
        phone: '912 34 567',
      },
    });
  });

  it("falls back to the site's e-mail and phone where the page leaves them empty", async () => {
    const facts = await factsOf([room('storsalen', 'Storsalen', 150, 1), page({ email: '', phone: undefined })]);
    expect(facts.terms.email).toBe(siteSettings.email);
    expect(facts.terms.phone).toBe(siteSettings.phone);
  });

  it('refuses rooms without the page, or a room without its seats, naming the document', async () => {
    await expect(factsOf([room('storsalen', 'Storsalen', 150, 1)])).rejects.toThrow(/«hallHirePage».*finnes ikke/);
    const { seats: _seats, ...withoutSeats } = room('storsalen', 'Storsalen', 150, 1);
    await expect(factsOf([withoutSeats, page()])).rejects.toThrow(/«hallRoom-storsalen», feltet «seats»: mangler/);
  });
});
