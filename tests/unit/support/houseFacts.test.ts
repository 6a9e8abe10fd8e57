/**
 * The second house's test looks for the first house's facts in the forms the site writes them:
 * each pattern finds its fact so written, and none finds the second house's own facts.
 */
import { describe, expect, it } from 'vitest';
import { formatAccountNumber } from '../../../model/accountNumber';
import { vippsLink } from '../../../model/vippsLink';
import { BUNDLED_DATASET_PATH } from '../../../src/content/sourceConfig';
import { loadBundledDataset } from '../../../src/content/sources';
import { SECOND_HOUSE_DATASET } from '../../fixtures/second-house/make.mjs';
import { houseFacts } from '../../support/houseFacts';

const documents = loadBundledDataset(BUNDLED_DATASET_PATH);
const settings = documents.find((d) => d._id === 'siteSettings') as Record<string, string>;
const location = documents.find((d) => d._id === 'location') as Record<string, string>;
const recipients = documents.filter((d) => d._type === 'donationRecipient') as Record<string, string>[];
const facts = houseFacts(BUNDLED_DATASET_PATH);
const finds = (text: string) => facts.filter(({ pattern }) => pattern.test(text)).map(({ label }) => label);

describe('houseFacts', () => {
  it.each([
    ['the name in capitals', settings.productName.toUpperCase()],
    ['the name as a slug', `demo-${settings.productName.toLowerCase().replace(/\s+/g, '-')}`],
    ['the domain in a URL', `https://www.${settings.email.split('@')[1].toUpperCase()}/program`],
    ['the phone in a tel: link', `href="tel:${settings.phone.replace(/\s/g, '')}"`],
    ['the phone without the country code', `ring ${settings.phone.replace(/^\+47\s*/, '')}.`],
    ['the address on one line', `${location.streetAddress}, ${location.postalCode} ${location.city}`],
    ...recipients.map((r) => ['an account number as the page formats it', `Konto ${formatAccountNumber(r.accountNumber)}`]),
    ...recipients.map((r) => ['a Vipps link', String(vippsLink(r.vippsNumber, 'donations'))]),
  ])('finds %s', (_, text) => {
    expect(finds(text).length).toBeGreaterThan(0);
  });

  it('finds nothing in the second house’s dataset, in hashes or in longer numbers', () => {
    expect(
      finds(
        loadBundledDataset(SECOND_HOUSE_DATASET)
          .map((doc) => JSON.stringify(doc))
          .join('\n'),
      ),
    ).toEqual([]);
    const longer = recipients.map((r) => `1${r.accountNumber}9 a${r.vippsNumber}b ${r.vippsNumber}0`).join(' ');
    expect(finds(`${longer} ${location.streetAddress}0 Sentrumsgata`)).toEqual([]);
  });
});
