/**
 * Share cards painted once, kept between builds: resvg paints and PNG-encodes a card in about 40 ms,
 * and a build has one card per occurrence. The same SVG, painter version and options always give
 * the same PNG bytes, so a card is looked up by the hash of all three, and a rebuild paints only the
 * cards whose text changed. The cache sits in node_modules/.cache like other build tools' caches;
 * cacache writes atomically and checks each entry's integrity on read (a bad entry is painted anew).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import cacache from 'cacache';

// No system fonts: the text is already paths, and scanning the fonts costs time on every image.
const OPTIONS: ResvgRenderOptions = { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } };

const PAINTER = `resvg-js ${(createRequire(import.meta.url)('@resvg/resvg-js/package.json') as { version: string }).version}`;

/** Relative to the project (the deploy workflow keeps it between runs). */
export const SHARE_IMAGE_CACHE_DIR = 'node_modules/.cache/share-images';
// process.cwd(), not import.meta.url: the module moves when Astro bundles it.
const SHARE_IMAGE_CACHE = resolve(process.cwd(), SHARE_IMAGE_CACHE_DIR);

export function paintKey(svg: string): string {
  return createHash('sha256')
    .update(JSON.stringify([PAINTER, OPTIONS, svg]))
    .digest('hex');
}

export async function paint(svg: string, cache = SHARE_IMAGE_CACHE): Promise<Buffer> {
  const key = paintKey(svg);
  const kept = await cacache.get(cache, key).then(
    (entry) => entry.data,
    () => undefined,
  );
  if (kept) return kept;
  // Painted off the main thread (libuv's pool), so the build renders other pages meanwhile.
  const png = (await renderAsync(svg, OPTIONS)).asPng();
  // A cache that cannot be written costs time in the next build, never this build's output.
  await cacache.put(cache, key, png).catch(() => undefined);
  return png;
}
