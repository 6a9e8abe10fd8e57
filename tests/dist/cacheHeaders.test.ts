/**
 * What browsers may keep, as the local Hosting server (scripts/serve.mjs: superstatic driven by
 * firebase.json) answers it: everything a deploy can change revalidates on every visit, with a
 * validator (on Hosting an unchanged file then costs a 304; superstatic's file step never answers
 * one); only Vite's hashed files in /_astro/ are kept a year.
 */
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from '../../scripts/serve.mjs';
import { sitemapPaths } from '../support/sitemap';

const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [`/${relative('dist', join(dir, entry.name))}`],
  );
const built = files('dist');
const first = (pattern: RegExp) => {
  const found = built.find((file) => pattern.test(file));
  expect(found, `ingen fil i dist/ som ${pattern}`).toBeDefined();
  return found!;
};
const pages = sitemapPaths();
const page = (pattern: RegExp) => {
  const found = pages.find((path) => pattern.test(path));
  expect(found, `ingen side i sitemap som ${pattern}`).toBeDefined();
  return found!;
};

const server = createServer(createHandler({ emulatorHostsJson: null }));
let base = '';
beforeAll(async () => {
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

// A browser's user agent, as a visitor sends it.
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { 'user-agent': BROWSER, ...headers }, redirect: 'manual' });

describe('Cache-Control on the local Hosting server', () => {
  it('revalidates every kind of file a deploy can change, with a validator', async () => {
    const kinds = {
      'the home page': '/',
      'an event page': page(/^\/program\/(?!arkiv|kategori|maned)[^/]+$/),
      'a month page': page(/^\/program\/maned\/[^/]+$/),
      'the whole feed': '/kalender.ics',
      "an event's feed": first(/^\/calendar\/[^/]+\.ics$/),
      'the sitemap index': '/sitemap-index.xml',
      'a sitemap': first(/^\/sitemap-\d+\.xml$/),
      'robots.txt': '/robots.txt',
      "an event's share image": first(/^\/program\/[^/]+\.png$/),
      'the build manifest': '/builds/latest.json',
      'the demo app': '/vuefire/counter',
    };
    for (const [kind, path] of Object.entries(kinds)) {
      const answer = await get(path);
      expect(answer.status, `${kind} (${path})`).toBe(200);
      expect(answer.headers.get('cache-control'), `${kind} (${path})`).toBe(REVALIDATE);
      expect(answer.headers.get('etag'), `${kind} (${path}): ETag`).toMatch(/\w/);
      await answer.arrayBuffer();
    }
  });

  it('revalidates the 404 page', async () => {
    const answer = await get('/finnes-ikke');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe(REVALIDATE);
    expect(await answer.text()).toContain('<html');
  });

  it('keeps the hashed files a year: scripts, fonts and pictures', async () => {
    for (const path of [first(/^\/_astro\/.+\.js$/), first(/^\/_astro\/.+\.woff2$/), first(/^\/_astro\/.+\.(webp|avif|jpg)$/)]) {
      expect((await get(path)).headers.get('cache-control'), path).toBe(IMMUTABLE);
    }
  });

  it('gives every file in dist/ one of the two', async () => {
    const wrong: string[] = [];
    for (const file of built) {
      const path = file.replace(/(\/index)?\.html$/, '') || '/';
      const answer = await get(path, { 'accept-encoding': 'identity' });
      const expected = file.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE;
      if (answer.headers.get('cache-control') !== expected) wrong.push(`${path}: ${answer.headers.get('cache-control')}`);
      await answer.arrayBuffer();
    }
    expect(wrong).toEqual([]);
  });
});
