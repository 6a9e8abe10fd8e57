import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notPassedBefore, rememberPasses } from '../../../src/content/schemaCheckPasses';

const documents = [
  { _id: 'siteSettings', _type: 'siteSettings', title: 'Huset' },
  { _id: 'event-1', _type: 'event', title: 'Bønnemøte', slug: { current: 'bonnemote' }, recurrence: { frequency: 'WEEKLY' } },
  { _id: 'activity-1', _type: 'activity', title: 'Bønn', series: { _ref: 'event-1' } },
];
const ids = (list: { _id: string }[]) => list.map((d) => d._id);

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

  it('knows the documents it passed, and asks again only for a changed one', async () => {
    expect(ids(notPassedBefore(documents))).toEqual(ids(documents));
    await rememberPasses(documents, documents);
    expect(notPassedBefore(documents)).toEqual([]);
    const edited = [documents[0], { ...documents[1], title: 'Bønnemøte avlyst' }, documents[2]];
    expect(ids(notPassedBefore(edited))).toEqual(['event-1']);
  });

  it('asks again for every document when what the rules read of the others changes', async () => {
    await rememberPasses(documents, documents);
    const renamedSlug = [documents[0], { ...documents[1], slug: { current: 'bonn' } }, documents[2]];
    expect(ids(notPassedBefore(renamedSlug))).toEqual(ids(documents));
    const notASeries = [documents[0], { ...documents[1], recurrence: undefined }, documents[2]];
    expect(ids(notPassedBefore(notASeries))).toEqual(ids(documents));
    const duplicate = [...documents, { ...documents[0], title: 'Kopi' }];
    expect(notPassedBefore(duplicate)).toHaveLength(4);
  });

  it('checks again in a new year: a rule reads the year', async () => {
    await rememberPasses(documents, documents, new Date('2026-12-31T12:00:00Z'));
    expect(notPassedBefore(documents, new Date('2026-12-31T12:00:00Z'))).toEqual([]);
    expect(notPassedBefore(documents, new Date('2027-01-02T12:00:00Z'))).toHaveLength(3);
  });
});
