import { describe, expect, it } from 'vitest';
import {
  getDonationRecipients,
  getLegalPage,
  getLocation,
  getMembership,
  getPageText,
  imageUrl,
  mapLinks,
} from '../../../src/content/pages';
import { groqJsFetcher, loadBundledDataset, type SanityDocument } from '../../../src/content/sources';

const dataset = loadBundledDataset();

function withChange(id: string, change: (doc: SanityDocument) => SanityDocument) {
  return groqJsFetcher(dataset.map((d) => (d._id === id ? change(structuredClone(d)) : d)));
}

describe('content pages from the bundled dataset', () => {
  it('reads the house with its facts and its pictures in the dataset', async () => {
    const location = await getLocation(groqJsFetcher(dataset));
    expect(location).toMatchObject({ name: 'Sentrum bedehus', built: 1877, streetAddress: 'Kirkegata 10', city: 'Trondheim' });
    expect(location.owner).toMatch(/misjon/i);
    expect(location.image.src).toBe('images/bedehuset.svg');
    expect(location.map.src).toBe('images/kart-sentrum.svg');
    expect(mapLinks(location).map((l) => l.label)).toEqual(['OpenStreetMap', 'Google Maps', 'Apple Kart']);
  });

  it('reads membership facts, formatted account numbers and the legal pages', async () => {
    const membership = await getMembership(groqJsFetcher(dataset));
    expect(membership).toMatchObject({ feeKroner: 100, minimumAge: 15 });
    expect(membership.body.length).toBeGreaterThan(0);
    const recipients = await getDonationRecipients(groqJsFetcher(dataset));
    expect(recipients.length).toBeGreaterThanOrEqual(2);
    for (const r of recipients) expect(r.accountNumber).toMatch(/^\d{4}\.\d{2}\.\d{5}$/);
    expect(recipients[0]).toMatchObject({ vippsNumber: '548210', vippsLink: 'https://qr.vipps.no/donations/548210' });
    const numberOnly = await getDonationRecipients(withChange('donationRecipient-drift', (d) => ({ ...d, vippsLinkKind: 'numberOnly' })));
    expect(numberOnly[0]).toMatchObject({ vippsNumber: '548210', vippsLink: null });
    for (const slug of ['personvern', 'bruksvilkar', 'informasjonskapsler']) {
      expect((await getLegalPage(slug, groqJsFetcher(dataset))).body.length).toBeGreaterThan(2);
    }
  });

  it("reads each page's text from the document named after the page, and stops without it", async () => {
    for (const id of ['aboutPage', 'activitiesPage', 'donationsPage'] as const)
      expect((await getPageText(id, groqJsFetcher(dataset))).length, id).toBeGreaterThan(0);
    await expect(
      getPageText(
        'donationsPage',
        withChange('donationsPage', ({ body: _, ...rest }) => rest),
      ),
    ).rejects.toThrow(/«donationsPage», feltet «body»/);
    await expect(getPageText('aboutPage', groqJsFetcher(dataset.filter((d) => d._id !== 'aboutPage')))).rejects.toThrow(
      /dokumentet «Om oss» finnes ikke/,
    );
  });

  it('refuses broken documents naming the document id and the field', async () => {
    await expect(
      getDonationRecipients(withChange('donationRecipient-drift', (d) => ({ ...d, accountNumber: '15032701009' }))),
    ).rejects.toThrow(/«donationRecipient-drift», feltet «accountNumber»: .*kontrollsifferet/);
    await expect(getDonationRecipients(withChange('donationRecipient-misjon', (d) => ({ ...d, vippsNumber: '12' })))).rejects.toThrow(
      /«donationRecipient-misjon», feltet «vippsNumber»/,
    );
    await expect(
      getDonationRecipients(withChange('donationRecipient-misjon', ({ vippsLinkKind: _kind, ...rest }) => rest)),
    ).rejects.toThrow(/«donationRecipient-misjon», feltet «vippsLinkKind»: Velg hva slags Vipps-nummer/);
    await expect(getLocation(withChange('location', (d) => ({ ...d, imgAlt: '' })))).rejects.toThrow(
      /«location», feltet «imgAlt»: mangler/,
    );
    await expect(getMembership(withChange('membership', ({ feeKroner: _fee, ...rest }) => rest))).rejects.toThrow(
      /«membership», feltet «feeKroner»/,
    );
    await expect(
      getLegalPage(
        'personvern',
        withChange('legalPage-personvern', (d) => ({ ...d, body: [] })),
      ),
    ).rejects.toThrow(/«legalPage-personvern», feltet «body»/);
  });

  it("maps bundled image references to files of the dataset's images/ folder and refuses anything else", () => {
    expect(imageUrl('x', 'img', 'image@file://./images/a.svg')).toBe('images/a.svg');
    expect(imageUrl('x', 'img', 'image@file://images/kart-1.png')).toBe('images/kart-1.png');
    expect(imageUrl('x', 'img', 'https://cdn.sanity.io/images/p/d/a.png')).toBe('https://cdn.sanity.io/images/p/d/a.png');
    expect(() => imageUrl('x', 'img', 'c:/a.svg')).toThrow(/«x», feltet «img»/);
    // Only a plain file name inside images/: no absolute path, no climbing, no other folder of the checkout.
    for (const source of [
      'image@file:///evil.example/kart.svg',
      'image@file://..//evil.example/x.svg',
      'image@file://images/../../x.svg',
      'image@file://./images/../production.ndjson',
      'image@file://../../public/images/a.svg',
      'image@file://./images/sub/a.svg',
      'image@file://',
      'image@file://../../../../etc/hostname',
      'image@file://../../../../../../etc/hostname',
    ])
      expect(() => imageUrl('location', 'map', source), source).toThrow(/«location», feltet «map»/);
  });

  it('refuses a map outside the site, as the content check shows it', async () => {
    await expect(
      getLocation(withChange('location', (d) => ({ ...d, map: { _type: 'image', _sanityAsset: 'image@file:///evil.example/kart.svg' } }))),
    ).rejects.toThrow(/«location», feltet «map»/);
  });
});
