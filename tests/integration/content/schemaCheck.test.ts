import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocuments, describeProblems } from '../../../src/content/schemaCheck';
import { loadBundledDataset, type SanityDocument } from '../../../src/content/sources';
import { writeDatasetCopy } from '../../support/datasetCopy';

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
    expect(describeProblems(problems)).toMatch(
      /dokumentet «donationRecipient-misjon», feltet «Kontonummer» \(accountNumber\): .*kontrollsifferet/,
    );
  });

  it("says in Norwegian where, with the Studio's field titles, and refuses a reserved slug as an error", async () => {
    const event = dataset.find((d) => d._id === 'event-arsmote-2027')!;
    const aboutPage = dataset.find((d) => d._id === 'aboutPage')!;
    const body = (aboutPage.body as { _key: string; children: { marks?: string[] }[] }[]).map((block, i) =>
      i === 2
        ? {
            ...block,
            markDefs: [{ _key: 'l1', _type: 'link', href: '/\\evil.example/x' }],
            children: block.children.map((c) => ({ ...c, marks: ['l1'] })),
          }
        : block,
    );
    const problems = await checkDocuments(
      [
        { ...event, title: '', slug: { _type: 'slug', current: 'arkiv' } },
        { ...aboutPage, body },
      ],
      dataset,
    );
    const text = describeProblems(problems);
    expect(text).toContain('dokumentet «event-arsmote-2027», feltet «Tittel» (title): Skriv inn en tittel');
    expect(text).toMatch(/dokumentet «event-arsmote-2027», feltet «Adresse» \(slug\): «arkiv» er reservert/);
    expect(text).toContain(
      'dokumentet «aboutPage», feltet «Tekst på siden, avsnitt 3, lenke, Adresse» (body.2.markDefs.0.href): Adressen har et usynlig tegn',
    );
    expect(text).not.toMatch(/object Object|Required|Does not match/);
  });

  it('refuses every slug outside the rule, naming document and field', async () => {
    const event = dataset.find((d) => d._id === 'event-bonnemote')!;
    const category = dataset.find((d) => d._id === 'category-moter')!;
    const slugs = ['x?y=1', 'x#frag', '../..', 'a/b', 'evil cat/../x', 'a'.repeat(195)];
    const docs = slugs.map((current, i) => ({ ...event, _id: `event-slug-${i}`, slug: { _type: 'slug', current } }));
    const problems = await checkDocuments([...docs, { ...category, slug: { _type: 'slug', current: 'Møter' } }], dataset);
    for (const [i] of slugs.entries()) {
      expect(
        problems.filter((p) => p.documentId === `event-slug-${i}` && p.field === 'slug'),
        slugs[i],
      ).toHaveLength(1);
    }
    expect(problems.find((p) => p.documentId === 'event-slug-5')?.message).toMatch(/195 tegn lang; høyst 189/);
    expect(problems.find((p) => p.documentId === 'category-moter')).toMatchObject({ field: 'slug', label: 'Adresse' });
  });

  it('refuses a link or picture credit outside the link policy', async () => {
    const location = dataset.find((d) => d._id === 'location')!;
    for (const href of ['javascript:alert(1)', '/\t/evil.example', '//evil.example/x', 'data:text/html,x']) {
      const problems = await checkDocuments([{ ...location, imgCaptionHref: href }], dataset);
      expect(
        problems.map((p) => p.label),
        href,
      ).toContain('Bildekreditt (lenke)');
    }
    expect(await checkDocuments([{ ...location, imgCaptionHref: 'https://commons.wikimedia.org/' }], dataset)).toEqual([]);
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
      const file = writeDatasetCopy(dir, 'broken.ndjson', broken.map((d) => JSON.stringify(d)).join('\n'));
      const root = resolve(process.cwd());
      const result = spawnSync(resolve(root, 'node_modules/.bin/astro'), ['build', '--outDir', join(dir, 'dist')], {
        cwd: root,
        env: { ...process.env, CONTENT_DATASET_FILE: file, SANITY_PROJECT_ID: '', ASTRO_TELEMETRY_DISABLED: '1' },
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(result.status).not.toBe(0);
      expect(`${result.stdout}${result.stderr}`).toMatch(/dokumentet «membership», feltet «Aldersgrense \(år\)» \(minimumAge\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
