/**
 * Share cards drawn once, kept between builds, and drawn off the build's own thread: satori lays a
 * card out and resvg paints and PNG-encodes it in about 15 ms, and a build has one card per
 * occurrence. The same text, accent and code always give the same PNG bytes, so a card is looked up
 * by their hash (renderShareImage.ts) and a rebuild draws only the cards whose text changed. The
 * cache sits in node_modules/.cache like other build tools' caches; cacache writes atomically and
 * checks each entry's integrity on read (a bad entry is drawn anew).
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import cacache from 'cacache';
import Tinypool from 'tinypool';
import { BUILD_CACHE_DIR, buildCachePath } from '../../lib/buildCache';
import type { ShareFontFile } from './fonts';
import type { PlainNode } from './plainElement';

// No system fonts: the text is already paths, and scanning the fonts costs time on every image.
const OPTIONS: ResvgRenderOptions = { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } };

const versionOf = (name: string) => (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version;
export const PAINTER = `satori ${versionOf('satori')}, resvg-js ${versionOf('@resvg/resvg-js')}`;

const SHARE_IMAGES = 'share-images';
/** Relative to the project (the deploy workflow keeps it between runs). */
export const SHARE_IMAGE_CACHE_DIR = `${BUILD_CACHE_DIR}/${SHARE_IMAGES}`;
export const shareImageCache = (): string => buildCachePath(SHARE_IMAGES);

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

// A drawer per core, beside the build's own thread: cards are drawn ahead (renderShareImage.ts)
// while it renders pages, and it waits on them when only cards are left. The path is from the
// project (process.cwd()), as the bundled build moves this module away from the worker's file.
let drawers: Tinypool | undefined;
const drawerPool = (): Tinypool =>
  (drawers ??= new Tinypool({
    filename: resolve(process.cwd(), 'src/features/share-image/paintWorker.mjs'),
    maxThreads: availableParallelism(),
  }));

export interface CardDrawing {
  element: PlainNode;
  size: { width: number; height: number };
  fonts: readonly ShareFontFile[];
}

/** The card as PNG bytes, drawn in a worker thread. */
export async function draw(card: CardDrawing): Promise<Buffer> {
  return Buffer.from(await drawerPool().run({ ...card, options: OPTIONS }));
}
