import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { passedBefore, rememberPass } from '../../../src/content/schemaCheckPasses';

const documents = [
  { _id: 'siteSettings', _type: 'siteSettings', title: 'Huset' },
  { _id: 'event-1', _type: 'event', title: 'Bønnemøte' },
];

describe('schema check passes', () => {
  let previous: string | undefined;
  beforeEach(async () => {
    previous = process.env.BUILD_CACHE_DIR;
    process.env.BUILD_CACHE_DIR = await mkdtemp(join(tmpdir(), 'schema-check-'));
  });
  afterEach(async () => {
    await rm(process.env.BUILD_CACHE_DIR!, { recursive: true, force: true });
    if (previous === undefined) delete process.env.BUILD_CACHE_DIR;
    else process.env.BUILD_CACHE_DIR = previous;
  });

  it('knows the documents it passed, and only those', async () => {
    expect(passedBefore(documents)).toBe(false);
    await rememberPass(documents);
    expect(passedBefore(documents)).toBe(true);
    expect(passedBefore([documents[0], { ...documents[1], title: 'Bønnemøte avlyst' }])).toBe(false);
  });

  it('checks again in a new year: a rule reads the year', async () => {
    await rememberPass(documents, new Date('2026-12-31T12:00:00Z'));
    expect(passedBefore(documents, new Date('2026-12-31T12:00:00Z'))).toBe(true);
    expect(passedBefore(documents, new Date('2027-01-02T12:00:00Z'))).toBe(false);
  });
});
