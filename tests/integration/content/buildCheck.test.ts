/**
 * content:check and the build agree on every dataset: the same datasets (CONTENT_DATASET_FILE) go
 * to `npm run content:check` and to the build's own check (src/content/buildCheck.ts, which the
 * loader runs before any page), and both pass or both stop with the same message. Among them an
 * exported dump with pictures uploaded in the Studio (`sanity.imageAsset` documents).
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

const NOW = '2026-11-23T12:00:00+01:00';
const dir = mkdtempSync(join(tmpdir(), 'build-check-'));
// The bundled pictures beside the datasets, as an export keeps them (images/ next to the NDJSON file).
symlinkSync(resolve('studio/dataset/images'), join(dir, 'images'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

const bundled = readFileSync('studio/dataset/production.ndjson', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Record<string, unknown>);

const ASSET_ID = 'image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000-jpg';
const asset = (url: string) => ({ _id: ASSET_ID, _type: 'sanity.imageAsset', url, extension: 'jpg' });
const uploaded = (alt: string) => ({ _type: 'image', asset: { _type: 'reference', _ref: ASSET_ID }, alt });

/** The bundled dataset with the concert's and the house's pictures uploaded in the Studio, as an export has them. */
function withUploads(url: string) {
  return [
    ...bundled.map((d) => {
      if (d._id === 'event-adventskonsert-2026') return { ...d, image: uploaded((d.image as { alt: string }).alt) };
      if (d._id === 'location') return { ...d, img: { ...uploaded('Bedehuset'), asset: { _type: 'reference', _ref: ASSET_ID } } };
      return d;
    }),
    asset(url),
  ];
}

function write(name: string, documents: Record<string, unknown>[]): string {
  const file = join(dir, `${name}.ndjson`);
  writeFileSync(file, documents.map((d) => JSON.stringify(d)).join('\n'));
  return file;
}

/** Both verdicts on one file, each in a fresh module graph with the environment of a build without a project. */
async function verdicts(file: string) {
  const env = { SANITY_PROJECT_ID: '', CONTENT_DATASET_FILE: file, SITE_NOW: NOW };
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const { contentCheck } = await import('../../../scripts/content-check.mjs');
  const check = await contentCheck();
  vi.resetModules();
  const { checkBuild } = await import('../../../src/content/buildCheck');
  const { loadBundledDataset } = await import('../../../src/content/sources');
  const build = await checkBuild(file, loadBundledDataset(file), new Date(NOW)).then(
    () => ({ ok: true, message: '' }),
    (error: Error) => ({ ok: false, message: error.message }),
  );
  return { check: { ok: check.ok, message: check.error?.message ?? '', text: check.text }, build };
}

describe('content:check runs the build’s check', () => {
  it('the bundled dataset: both go through', async () => {
    const { check, build } = await verdicts(write('bundled', bundled));
    expect(build).toEqual({ ok: true, message: '' });
    expect(check.ok).toBe(true);
    expect(check.text.trimEnd().endsWith('Bygget vil gå gjennom.')).toBe(true);
  }, 180_000);

  it('a dump with pictures uploaded in the Studio: both go through, the pictures from the asset’s own project', async () => {
    const file = write('uploads', withUploads('https://cdn.sanity.io/images/abc123xy/production/Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000.jpg'));
    const { check, build } = await verdicts(file);
    expect(build).toEqual({ ok: true, message: '' });
    expect(check.ok).toBe(true);
    // What the pages then draw (EventImage.astro, HomeHero.astro): CDN addresses of the asset's project.
    const { getProgramme } = await import('../../../src/content/programme');
    const { getLocation } = await import('../../../src/content/pages');
    const { hostedPicture } = await import('../../../src/content/hostedImage');
    const concert = (await getProgramme()).all.find((o) => o.documentId === 'event-adventskonsert-2026')!;
    expect(hostedPicture(concert.documentId, 'image', concert.image!.hosted!, [400, 800]).src).toMatch(
      /^https:\/\/cdn\.sanity\.io\/images\/abc123xy\/production\/Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000\.jpg\?w=800&auto=format$/,
    );
    const house = await getLocation();
    expect(hostedPicture(house.id, 'img', house.image.hosted!, [400]).src).toContain('/images/abc123xy/production/');
  }, 180_000);

  it('a picture whose asset is not on Sanity’s CDN: both stop, with the same message', async () => {
    const { check, build } = await verdicts(write('elsewhere', withUploads('https://bilder.example.org/Tb9Ew8CXIwaY6R1kjMvI0uRR.jpg')));
    expect(build.ok).toBe(false);
    expect(build.message).toMatch(/«location», feltet «img»: et bilde fra et Sanity-prosjekt, men SANITY_PROJECT_ID er ikke satt/);
    expect(check).toMatchObject({ ok: false, message: build.message });
    expect(check.text).toContain('Bygget vil STOPPE');
  }, 180_000);

  it('a bundled picture missing from images/: both stop, naming the document and the file', async () => {
    const missing = bundled.map((d) =>
      d._id === 'event-adventskonsert-2026'
        ? { ...d, image: { ...(d.image as object), _sanityAsset: 'image@file://./images/borte.jpg' } }
        : d,
    );
    const { check, build } = await verdicts(write('missing-picture', missing));
    expect(build.ok).toBe(false);
    expect(build.message).toBe(
      `Datasettet: dokumentet «event-adventskonsert-2026», feltet «image»: bildet «images/borte.jpg» finnes ikke i mappen ${dir}/images/.`,
    );
    expect(check).toMatchObject({ ok: false, message: build.message });
    expect(check.text).toContain('Bygget vil STOPPE');
  }, 180_000);

  it('a document the schema refuses: both stop, with the same message', async () => {
    const broken = bundled.map((d) => (d._id === 'event-julebasar-2026' ? { ...d, end: '2026-11-28T10:00:00.000Z' } : d));
    const { check, build } = await verdicts(write('broken', broken));
    expect(build.ok).toBe(false);
    expect(build.message).toMatch(/event-julebasar-2026[^\n]*end[^\n]*Slutt må være etter start/);
    expect(check).toMatchObject({ ok: false, message: build.message });
  }, 180_000);
});
