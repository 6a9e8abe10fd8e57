/**
 * The build's content source checks the bundled dataset against the Studio schema before answering
 * any query: a rule only the schema knows (a legal page's description over 160 characters) stops it,
 * naming document id and field.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'schema-checked-'));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

it('refuses a bundled document that breaks a schema rule, before the first query is answered', async () => {
  const lines = readFileSync('studio/dataset/production.ndjson', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const broken = lines.map((d) => (d._id === 'legalPage-personvern' ? { ...d, description: 'x'.repeat(161) } : d));
  const file = join(dir, 'broken.ndjson');
  writeFileSync(file, broken.map((d) => JSON.stringify(d)).join('\n'));
  vi.stubEnv('SANITY_PROJECT_ID', '');
  vi.stubEnv('CONTENT_DATASET_FILE', file);
  vi.resetModules();
  const { contentFetcher } = await import('../../../src/content/loader');
  await expect(contentFetcher()('*[_type == "siteSettings"][0].productName')).rejects.toThrow(
    /dokumentet «legalPage-personvern», feltet «Beskrivelse» \(description\)/,
  );
}, 90_000);

it('checks hosted content too: a javascript: picture credit in the hosted project stops the build', async () => {
  const { startSanityApiStandIn } = await import('../../../stand-ins/sanity/sanityApiStandIn');
  const lines = readFileSync('studio/dataset/production.ndjson', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const hosted = lines.map((d) => (d._id === 'location' ? { ...d, imgCaptionHref: 'javascript:alert(1)' } : d));
  const standIn = await startSanityApiStandIn(hosted);
  try {
    vi.stubEnv('CONTENT_DATASET_FILE', '');
    vi.stubEnv('SANITY_PROJECT_ID', 'demo0000');
    vi.stubEnv('SANITY_API_HOST', standIn.apiHost);
    vi.resetModules();
    const { contentFetcher } = await import('../../../src/content/loader');
    await expect(contentFetcher()('*[_type == "siteSettings"][0].productName')).rejects.toThrow(
      /Sanity-prosjektet demo0000\/production har \d+ feil[\s\S]*dokumentet «location», feltet «Bildekreditt \(lenke\)» \(imgCaptionHref\)/,
    );
  } finally {
    await standIn.stop();
  }
});
