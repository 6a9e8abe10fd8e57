/** The house's missing facts come in the helper's order whatever order the dataset has, missing documents included. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { houseProblems } from '../../../src/content/houseProblems';
import { readNdjson } from '../../../src/content/sources';

const bundled = readNdjson(readFileSync('studio/dataset/production.ndjson', 'utf8'));
const without = (ids: string[], changes: Record<string, Record<string, unknown>> = {}) =>
  bundled.filter((d) => !ids.includes(d._id)).map((d) => ({ ...d, ...changes[d._id] }));

describe('houseProblems', () => {
  it('finds nothing in the bundled dataset', async () => {
    expect(await houseProblems(bundled)).toEqual([]);
  });

  it('lists settings, house, membership, gifts, then pages, whatever order the documents come in', async () => {
    const broken = without(['aboutPage', 'legalPage-personvern'], {
      siteSettings: { email: undefined },
      location: { postalCode: '70', built: undefined },
      membership: { feeKroner: undefined },
      'donationRecipient-misjon': { accountNumber: undefined },
      'legalPage-informasjonskapsler': { description: undefined },
    }).reverse();
    const listed = (await houseProblems(broken)).map((p) => `${p.document} › ${p.field}`);
    expect(listed).toEqual([
      'Innstillinger for nettstedet › E-post',
      'Bedehuset › Postnummer',
      'Bedehuset › Byggeår',
      'Medlemskap › Kontingent (kroner per år)',
      'Gavemottaker «Misjonsprosjektene» › Kontonummer',
      'Om oss › (dokumentet)',
      'Juridisk side «personvern» › (dokumentet)',
      'Juridisk side «Informasjonskapsler» › Beskrivelse',
    ]);
  });

  it('names a house without any gift recipient', async () => {
    const problems = await houseProblems(bundled.filter((d) => d._type !== 'donationRecipient'));
    expect(problems).toEqual([{ document: 'Gavemottaker', field: '(dokumentet)', message: expect.stringContaining('Legg inn minst én') }]);
  });
});
