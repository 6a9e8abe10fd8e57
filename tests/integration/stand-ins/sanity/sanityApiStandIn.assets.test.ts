/**
 * The stand-in takes an image upload as Sanity's API does (POST assets/images/:dataset, the bytes as
 * the body, sent here by @sanity/client as the Studio sends it): it answers `{document}` with the
 * `sanity.imageAsset`, found afterwards by the query the Studio asks before uploading a picture again,
 * and the CDN address in its `url` gives the picture, scaled as asked and in the format the browser
 * takes. A non-image and another dataset are refused.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { API_VERSION } from '../../../../src/content/sourceConfig';
import { startSanityApiStandIn, type StandIn } from '../../../../stand-ins/sanity/sanityApiStandIn';
import { STAND_IN_TOKEN } from '../../../../stand-ins/sanity/project';
import { standInClient } from '../../../../stand-ins/sanity/client';

const PICTURE = readFileSync('studio/dataset/images/adventskonsert.jpg');
const HASH = createHash('sha1').update(PICTURE).digest('hex');

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startSanityApiStandIn([], { projectId: 'demo0000' });
});
afterAll(() => standIn?.stop());

const client = () => standInClient(standIn.apiHost);
/** The CDN's address of a path on the stand-in (the browser test maps cdn.sanity.io to it). */
const onStandIn = (url: string) => url.replace('https://cdn.sanity.io', standIn.apiHost);

describe('an image upload to the stand-in', () => {
  it('answers with the sanity.imageAsset Sanity creates: id, hash, size, dimensions, CDN path and url', async () => {
    const { width, height } = await sharp(PICTURE).metadata();
    const asset = await client().assets.upload('image', PICTURE, { filename: 'adventskonsert.jpg', contentType: 'image/jpeg' });
    expect(standIn.requests.at(-1)).toMatch(/^\/v[\d-]+\/assets\/images\/production\?.*filename=adventskonsert\.jpg/);
    expect(asset).toMatchObject({
      _id: `image-${HASH}-${width}x${height}-jpg`,
      _type: 'sanity.imageAsset',
      assetId: HASH,
      sha1hash: HASH,
      extension: 'jpg',
      mimeType: 'image/jpeg',
      size: PICTURE.length,
      originalFilename: 'adventskonsert.jpg',
      path: `images/demo0000/production/${HASH}-${width}x${height}.jpg`,
      url: `https://cdn.sanity.io/images/demo0000/production/${HASH}-${width}x${height}.jpg`,
      metadata: { _type: 'sanity.imageMetadata', dimensions: { width, height, aspectRatio: width / height }, hasAlpha: false },
    });
    expect(asset._rev).toBeTruthy();
    expect(asset._createdAt).toBeTruthy();
    // Stored: the Studio looks for the same picture by its hash before uploading it again.
    expect(
      await client().fetch('*[_type == $documentType && sha1hash == $hash][0]._id', { documentType: 'sanity.imageAsset', hash: HASH }),
    ).toBe(asset._id);
    // Uploaded again: the same asset.
    expect((await client().assets.upload('image', PICTURE))._id).toBe(asset._id);
  });

  it('serves the picture at its url, scaled by the CDN’s parameters', async () => {
    const asset = await client().assets.upload('image', PICTURE);
    const original = await fetch(onStandIn(asset.url));
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await original.arrayBuffer()).equals(PICTURE)).toBe(true);
    const scaled = Buffer.from(await (await fetch(onStandIn(`${asset.url}?w=400&auto=format`))).arrayBuffer());
    expect(await sharp(scaled).metadata()).toMatchObject({ width: 400, height: 225 });
    const sharper = Buffer.from(await (await fetch(onStandIn(`${asset.url}?w=200&dpr=2`))).arrayBuffer());
    expect(await sharp(sharper).metadata()).toMatchObject({ width: 400 });
    const cut = Buffer.from(await (await fetch(onStandIn(`${asset.url}?rect=100,0,800,800&w=200&h=100&fit=crop`))).arrayBuffer());
    expect(await sharp(cut).metadata()).toMatchObject({ width: 200, height: 100 });
  });

  it('answers auto=format with AVIF or WebP as the browser’s Accept takes them, and fm as asked', async () => {
    const asset = await client().assets.upload('image', PICTURE);
    const picture = async (query: string, accept?: string) => {
      const response = await fetch(onStandIn(`${asset.url}?w=200&${query}`), { headers: accept ? { accept } : {} });
      const { format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      return { type: response.headers.get('content-type'), vary: response.headers.get('vary'), format };
    };
    // Chromium's Accept for an <img>.
    expect(await picture('auto=format', 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toEqual({
      type: 'image/avif',
      vary: 'Accept',
      format: 'heif',
    });
    expect(await picture('auto=format', 'image/webp,*/*')).toEqual({ type: 'image/webp', vary: 'Accept', format: 'webp' });
    expect(await picture('auto=format', '*/*')).toEqual({ type: 'image/jpeg', vary: 'Accept', format: 'jpeg' });
    expect(await picture('fm=png', 'image/avif,*/*')).toEqual({ type: 'image/png', vary: null, format: 'png' });
  });

  it('refuses a file that is not a picture, as Sanity does, and stores nothing', async () => {
    const before = standIn.store.all().length;
    const response = await fetch(`${standIn.apiHost}/v${API_VERSION}/assets/images/production?filename=notat.txt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STAND_IN_TOKEN}`, 'content-type': 'text/plain' },
      body: 'Dette er ikke et bilde.',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid image, could not read metadata',
    });
    expect(standIn.store.all()).toHaveLength(before);
  });

  it('refuses another dataset', async () => {
    const response = await fetch(`${standIn.apiHost}/v${API_VERSION}/assets/images/staging`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STAND_IN_TOKEN}`, 'content-type': 'image/jpeg' },
      body: PICTURE,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { description: 'Dataset "staging" not found' } });
  });

  it('has no picture for an asset it was not given the bytes of', async () => {
    expect((await fetch(`${standIn.apiHost}/images/demo0000/production/${'0'.repeat(40)}-10x10.png`)).status).toBe(404);
  });
});
