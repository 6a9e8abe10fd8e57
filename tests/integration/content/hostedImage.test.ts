/**
 * Hosted images: a hosted project (the Sanity API stand-in) whose pictures carry an editor's crop and
 * hotspot gives CDN URLs built by @sanity/image-url that keep both: the crop as `rect=` and, where the
 * share size fixes the aspect, a rect of that aspect inside the crop centred on the hotspot; and
 * width/height attributes in the cropped aspect.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSanityApiStandIn, type StandIn } from '../../../stand-ins/sanity/sanityApiStandIn';
import { SHARE_IMAGE_SIZE } from '../../../src/features/share-image/size';
import { shareImageMeta } from '../../../src/features/share-image/shareImageMeta';
import { schemaTypes } from '../../../studio/schemaTypes';

// An original of 2000×3000; the editor cut off a quarter on the left, 5 % right, 10 % top, 20 % bottom,
// and put the hotspot on the upper middle.
const ORIGINAL = { width: 2000, height: 3000 };
const ASSET_ID = `image-Tb9Ew8CXIwaY6R1kjMvI0uRR-${ORIGINAL.width}x${ORIGINAL.height}-jpg`;
const crop = { _type: 'sanity.imageCrop', top: 0.1, bottom: 0.2, left: 0.25, right: 0.05 };
const hotspot = { _type: 'sanity.imageHotspot', x: 0.5, y: 0.3, width: 0.2, height: 0.2 };
const hostedImage = (alt?: string) => ({
  _type: 'image',
  asset: { _type: 'reference', _ref: ASSET_ID },
  crop,
  hotspot,
  ...(alt ? { alt } : {}),
});

// The crop in pixels of the original.
const CROP = {
  left: crop.left * ORIGINAL.width,
  top: crop.top * ORIGINAL.height,
  width: ORIGINAL.width * (1 - crop.left - crop.right),
  height: ORIGINAL.height * (1 - crop.top - crop.bottom),
};

let standIn: StandIn;
let content: {
  location: Awaited<ReturnType<(typeof import('../../../src/content/pages'))['getLocation']>>;
  settings: Awaited<ReturnType<(typeof import('../../../src/content/pages'))['getSiteSettings']>>;
  programme: Awaited<ReturnType<(typeof import('../../../src/content/programme'))['buildProgramme']>>;
};
let images: typeof import('../../../src/content/hostedImage');

beforeAll(async () => {
  const lines = readFileSync('studio/dataset/production.ndjson', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const hosted = [
    ...lines.map((d) => {
      if (d._id === 'location') return { ...d, img: hostedImage() };
      if (d._id === 'siteSettings') return { ...d, shareImage: hostedImage('Bedehuset') };
      if (d._id === 'event-adventskonsert-2026') return { ...d, image: hostedImage(d.image.alt) };
      return d;
    }),
    {
      _id: ASSET_ID,
      _type: 'sanity.imageAsset',
      url: `https://cdn.sanity.io/images/demo0000/production/Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000.jpg`,
    },
  ];
  standIn = await startSanityApiStandIn(hosted);
  vi.stubEnv('CONTENT_DATASET_FILE', '');
  vi.stubEnv('SANITY_PROJECT_ID', 'demo0000');
  vi.stubEnv('SANITY_DATASET', 'production');
  vi.stubEnv('SANITY_API_HOST', standIn.apiHost);
  vi.resetModules();
  const pages = await import('../../../src/content/pages');
  const { buildProgramme } = await import('../../../src/content/programme');
  const { contentFetcher } = await import('../../../src/content/loader');
  images = await import('../../../src/content/hostedImage');
  const fetch = contentFetcher();
  content = {
    location: await pages.getLocation(fetch),
    settings: await pages.getSiteSettings(fetch),
    programme: await buildProgramme(fetch, new Date('2026-11-23T12:00:00+01:00')),
  };
}, 90_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await standIn?.stop();
});

const rectOf = (url: string) => {
  const rect = new URL(url).searchParams.get('rect');
  expect(rect, url).not.toBeNull();
  const [left, top, width, height] = rect!.split(',').map(Number);
  return { left, top, width, height };
};

describe('a hosted image with crop and hotspot', () => {
  it('the hero: every srcset width shows the crop (rect=), lets the CDN pick AVIF/WebP, and width/height keep the cropped aspect', () => {
    const { hosted } = content.location.image;
    expect(hosted, 'the query brings the image object').toBeDefined();
    const picture = images.hostedPicture(content.location.id, 'img', hosted!, [480, 800, 1200, 1600]);
    const entries = picture.srcset.split(', ').map((entry) => entry.split(' '));
    // 1600 is wider than the 1400 px crop: left out rather than upscaled.
    expect(entries.map(([, w]) => w)).toEqual(['480w', '800w', '1200w']);
    for (const [url, w] of entries) {
      expect(url.startsWith('https://cdn.sanity.io/images/demo0000/production/')).toBe(true);
      expect(rectOf(url)).toEqual(CROP);
      const params = new URL(url).searchParams;
      expect(params.get('w')).toBe(w.slice(0, -1));
      expect(params.get('auto')).toBe('format');
    }
    expect(picture.src).toBe(entries.at(-1)![0]);
    expect(picture.width / picture.height).toBeCloseTo(CROP.width / CROP.height, 2);
    expect(picture.width).toBe(1200);
  });

  it('the share card: a 1200×630 rect inside the crop, centred on the hotspot, that shareImageMeta accepts', () => {
    const url = content.settings.shareImageUrl!;
    const params = new URL(url).searchParams;
    expect([params.get('w'), params.get('h'), params.get('fit')]).toEqual([
      String(SHARE_IMAGE_SIZE.width),
      String(SHARE_IMAGE_SIZE.height),
      'crop',
    ]);
    const rect = rectOf(url);
    expect(rect.width / rect.height).toBeCloseTo(SHARE_IMAGE_SIZE.width / SHARE_IMAGE_SIZE.height, 2);
    expect(rect.left).toBeGreaterThanOrEqual(CROP.left);
    expect(rect.top).toBeGreaterThanOrEqual(CROP.top);
    expect(rect.left + rect.width).toBeLessThanOrEqual(CROP.left + CROP.width);
    expect(rect.top + rect.height).toBeLessThanOrEqual(CROP.top + CROP.height);
    // The crop is taller than 1200:630, so its whole width is kept and the height is cut around the
    // hotspot: the hotspot's centre is the rect's (far enough from the crop's edges not to be clamped).
    expect([rect.left, rect.width]).toEqual([CROP.left, CROP.width]);
    expect(Math.abs(rect.top + rect.height / 2 - hotspot.y * ORIGINAL.height)).toBeLessThanOrEqual(1);
    expect(shareImageMeta(url, 'Bedehuset')).toEqual({ url, alt: 'Bedehuset', ...SHARE_IMAGE_SIZE });
  });

  it('an event: its picture from the crop', () => {
    const concert = content.programme.all.find((o) => o.documentId === 'event-adventskonsert-2026')!;
    expect(concert.image?.hosted).toBeDefined();
    const picture = images.hostedPicture(concert.documentId, 'image', concert.image!.hosted!, [400, 800, 1200]);
    expect(rectOf(picture.src)).toEqual(CROP);
    expect(picture.height).toBe(Math.round((picture.width * CROP.height) / CROP.width));
  });
});

it('a CDN share image not cut to the share size is refused', () => {
  expect(() => shareImageMeta('https://cdn.sanity.io/images/demo0000/production/x-2000x3000.jpg', 'x')).toThrow(/ikke skåret til 1200×630/);
});

it('the Studio lets editors set crop and hotspot on every picture the site crops', () => {
  const field = (type: string, name: string) => {
    const doc = schemaTypes.find((t) => t.name === type) as unknown as { fields: { name: string; options?: { hotspot?: boolean } }[] };
    return doc.fields.find((f) => f.name === name)?.options?.hotspot;
  };
  expect([field('location', 'img'), field('siteSettings', 'shareImage'), field('event', 'image')]).toEqual([true, true, true]);
});
