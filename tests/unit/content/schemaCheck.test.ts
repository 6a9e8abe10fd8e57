import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocuments, describeProblems } from '../../../src/content/schemaCheck';
import { loadBundledDataset, type SanityDocument } from '../../../src/content/sources';

const dataset = loadBundledDataset();
const withChange = (id: string, change: (doc: SanityDocument) => SanityDocument) =>
  dataset.map((doc) => (doc._id === id ? change(doc) : doc));

describe('schema check of the bundled dataset', () => {
  it('finds no error in any bundled document', async () => {
    expect(dataset.length).toBeGreaterThan(10);
    expect(describeProblems(await checkDocuments(dataset))).toBe('');
  });

  it('names the document id and the field of each error', async () => {
    const broken = withChange('donationRecipient-misjon', (d) => ({ ...d, accountNumber: '15032701009' }));
    const problems = await checkDocuments(broken);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ documentId: 'donationRecipient-misjon', field: 'accountNumber' });
    expect(describeProblems(problems)).toMatch(/dokumentet «donationRecipient-misjon», feltet «accountNumber»: .*kontrollsifferet/);
  });

  it('refuses a picture credit that repeats the label the page writes («Bilde: Tegning: …»)', async () => {
    const problems = await checkDocuments(withChange('location', (d) => ({ ...d, imgCaptionName: 'Tegning: Ingrid Haugen' })));
    expect(problems).toEqual([expect.objectContaining({ documentId: 'location', field: 'imgCaptionName' })]);
  });

  it('refuses a document of a type the schema does not know', async () => {
    const problems = await checkDocuments([...dataset, { _id: 'x1', _type: 'ukjent' }]);
    expect(problems).toEqual([expect.objectContaining({ documentId: 'x1', field: '_type' })]);
  });
});

describe('astro build', () => {
  it('stops on a broken bundled document and names its id and field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'broken-dataset-'));
    try {
      const broken = withChange('membership', (d) => ({ ...d, minimumAge: 15.5 }));
      const file = join(dir, 'broken.ndjson');
      writeFileSync(file, broken.map((d) => JSON.stringify(d)).join('\n'));
      const root = resolve(process.cwd());
      const result = spawnSync(resolve(root, 'node_modules/.bin/astro'), ['build', '--outDir', join(dir, 'dist')], {
        cwd: root,
        env: { ...process.env, CONTENT_DATASET_FILE: file, SANITY_PROJECT_ID: '', ASTRO_TELEMETRY_DISABLED: '1' },
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(result.status).not.toBe(0);
      expect(`${result.stdout}${result.stderr}`).toMatch(/dokumentet «membership», feltet «minimumAge»/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
