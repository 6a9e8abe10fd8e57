/**
 * Share cards painted once, kept between builds: resvg paints and PNG-encodes a card in about 40 ms,
 * and a build has one card per occurrence. The same SVG, painter version and options always give
 * the same PNG bytes, so a card is looked up by the hash of all three, and a rebuild paints only the
 * cards whose text changed. The cache sits in node_modules/.cache like other build tools' caches;
 * cacache writes atomically and checks each entry's integrity on read (a bad entry is painted anew).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import cacache from 'cacache';
import { BUILD_CACHE_DIR, buildCachePath } from '../../lib/buildCache';

// No system fonts: the text is already paths, and scanning the fonts costs time on every image.
const OPTIONS: ResvgRenderOptions = { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } };

export const PAINTER = `resvg-js ${(createRequire(import.meta.url)('@resvg/resvg-js/package.json') as { version: string }).version}`;

const SHARE_IMAGES = 'share-images';
/** Relative to the project (the deploy workflow keeps it between runs). */
export const SHARE_IMAGE_CACHE_DIR = `${BUILD_CACHE_DIR}/${SHARE_IMAGES}`;
export const shareImageCache = (): string => buildCachePath(SHARE_IMAGES);

export function paintKey(svg: string): string {
  return createHash('sha256')
    .update(JSON.stringify([PAINTER, OPTIONS, svg]))
    .digest('hex');
}

/** The bytes kept under `key`, or `make`'s, then kept. */
export async function keptOr(cache: string, key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const kept = await cacache.get(cache, key).then(
    (entry) => entry.data,
    () => undefined,
  );
  if (kept) return kept;
  const made = await make();
  // A cache that cannot be written costs time in the next build, never this build's output.
  await cacache.put(cache, key, made).catch(() => undefined);
  return made;
}

export function paint(svg: string, cache = shareImageCache()): Promise<Buffer> {
  // Painted off the main thread (libuv's pool), so the build renders other pages meanwhile.
  return keptOr(cache, paintKey(svg), async () => (await renderAsync(svg, OPTIONS)).asPng());
}
