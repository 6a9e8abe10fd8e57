/**
 * builds/latest.json says what the build holds: its id and time, and the newest published document
 * it read (the Studio's «På nettsiden» rests on it). Served with CORS on that path alone.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from '../../scripts/serve.mjs';
import { BUNDLED_DATASET_PATH } from '../../src/content/sourceConfig';
import { publishedOnly, readNdjson } from '../../src/content/sources';

const latest = JSON.parse(readFileSync('dist/builds/latest.json', 'utf8')) as { id: string; time: number; content: { documentId: string; revision: string | null; updatedAt: string } | null };

describe('builds/latest.json', () => {
  it('names the newest published document of the content it was built from', () => {
    const documents = publishedOnly(readNdjson(readFileSync(process.env.CONTENT_DATASET_FILE || BUNDLED_DATASET_PATH, 'utf8'))).filter(
      (doc) => !doc._type.startsWith('sanity.') && typeof doc._updatedAt === 'string',
    );
    const newest = Math.max(...documents.map((doc) => Date.parse(doc._updatedAt as string)));
    expect(latest.content).not.toBeNull();
    expect(Date.parse(latest.content!.updatedAt)).toBe(newest);
    expect(documents.find((doc) => doc._id === latest.content!.documentId)?._updatedAt).toBe(latest.content!.updatedAt);
    expect(latest.id).toMatch(/\S/);
    expect(Number.isFinite(latest.time)).toBe(true);
  });
});

describe('CORS', () => {
  const server = createServer(createHandler({ emulatorHostsJson: null }));
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());
  const allowOrigin = async (path: string) =>
    (await fetch(`${base}${path}`, { headers: { origin: 'https://sentrumbedehus.sanity.studio' } })).headers.get('access-control-allow-origin');

  it('any origin may read builds/latest.json', async () => expect(await allowOrigin('/builds/latest.json')).toBe('*'));

  it('and nothing else', async () => {
    for (const path of ['/', '/program', `/builds/meta/${latest.id}.json`, '/kalender.ics']) expect(await allowOrigin(path), path).toBeNull();
  });
});
