import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_CACHE_DIR, buildCacheKey, buildCachePath, sourceFingerprint } from '../../../src/lib/buildCache';

describe('sourceFingerprint', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'fingerprint-'));
    await mkdir(join(root, 'src/pages'), { recursive: true });
    await mkdir(join(root, 'studio/dataset'), { recursive: true });
    await writeFile(join(root, 'src/pages/index.astro'), '<h1>Hei</h1>');
    await writeFile(join(root, 'package-lock.json'), '{}');
    await writeFile(join(root, 'studio/dataset/production.ndjson'), '{"_id":"a"}');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('changes with a source file and with the lockfile', async () => {
    const before = sourceFingerprint(root);
    await writeFile(join(root, 'src/pages/index.astro'), '<h1>Hallo</h1>');
    const edited = sourceFingerprint(root);
    await writeFile(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    expect(new Set([before, edited, sourceFingerprint(root)]).size).toBe(3);
  });

  it('changes when a file is renamed, though its bytes are the same', async () => {
    const before = sourceFingerprint(root);
    await rm(join(root, 'src/pages/index.astro'));
    await writeFile(join(root, 'src/pages/om-oss.astro'), '<h1>Hei</h1>');
    expect(sourceFingerprint(root)).not.toBe(before);
  });

  it('leaves the content out: the bundled dataset is hashed with the work that reads it', async () => {
    const before = sourceFingerprint(root);
    await writeFile(join(root, 'studio/dataset/production.ndjson'), '{"_id":"b"}');
    expect(sourceFingerprint(root)).toBe(before);
  });
});

describe('buildCacheKey', () => {
  it('differs by kind and by input', () => {
    expect(buildCacheKey('share-card', { title: 'A' })).not.toBe(buildCacheKey('share-card', { title: 'B' }));
    expect(buildCacheKey('share-card', { title: 'A' })).not.toBe(buildCacheKey('schema-check', { title: 'A' }));
    expect(buildCacheKey('share-card', { title: 'A' })).toBe(buildCacheKey('share-card', { title: 'A' }));
  });
});

describe('buildCachePath', () => {
  it('lies in node_modules/.cache unless BUILD_CACHE_DIR moves it', () => {
    expect(buildCachePath('share-images', {})).toBe(resolve(BUILD_CACHE_DIR, 'share-images'));
    expect(buildCachePath('share-images', { BUILD_CACHE_DIR: '/tmp/kald' })).toBe('/tmp/kald/share-images');
  });
});
