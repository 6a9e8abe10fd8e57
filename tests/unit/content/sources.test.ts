import { describe, expect, it } from 'vitest';
import { groqJsFetcher, publishedOnly, readNdjson } from '../../../src/content/sources';
import { siteSettingsQuery } from '../../../src/content/queries';

describe('readNdjson', () => {
  it('reads one document per line and skips blank lines', () => {
    const docs = readNdjson('{"_id":"a","_type":"x"}\n\n{"_id":"b","_type":"y"}\n');
    expect(docs.map((d) => d._id)).toEqual(['a', 'b']);
  });

  it('names the line of broken JSON', () => {
    expect(() => readNdjson('{"_id":"a","_type":"x"}\n{oops', 'test.ndjson')).toThrow(/test\.ndjson, linje 2/);
  });
});

describe('groq-js source', () => {
  it('returns published documents only, as the Sanity API does', async () => {
    const docs = [
      { _id: 'siteSettings', _type: 'siteSettings', productName: 'Publisert' },
      { _id: 'drafts.siteSettings', _type: 'siteSettings', productName: 'Utkast' },
    ];
    expect(publishedOnly(docs)).toHaveLength(1);
    const fetch = groqJsFetcher(docs);
    const result = await fetch<{ productName: string }>(siteSettingsQuery, { id: 'siteSettings' });
    expect(result.productName).toBe('Publisert');
  });
});

describe('dataset file from the environment', () => {
  it('defaults to the bundled dataset and follows CONTENT_DATASET_FILE', async () => {
    const { bundledDatasetPathFromEnv, BUNDLED_DATASET_PATH } = await import('../../../src/content/sourceConfig');
    expect(bundledDatasetPathFromEnv({})).toBe(BUNDLED_DATASET_PATH);
    expect(bundledDatasetPathFromEnv({ CONTENT_DATASET_FILE: ' /tmp/bench.ndjson ' })).toBe('/tmp/bench.ndjson');
  });

  it("takes the pictures from the images/ folder beside the active dataset's file", async () => {
    const { bundledImagesDirFromEnv } = await import('../../../src/content/sourceConfig');
    expect(bundledImagesDirFromEnv({})).toBe('studio/dataset/images');
    expect(bundledImagesDirFromEnv({ CONTENT_DATASET_FILE: '/tmp/other/production.ndjson' })).toBe('/tmp/other/images');
  });
});
