/** A share card as PNG bytes: satori lays it out, resvg paints it (paintCache.ts). Runs at build time only. */
import { createElement } from 'react';
import { SHARE_FONTS } from './fonts';
import { draw, keptOr, PAINTER, shareImageCache } from './paintCache';
import { buildCacheKey } from '../../lib/buildCache';
import { sitePalette } from './palette';
import type { AccentSchemes } from '../../../model/accentColour';
import { accentStyle } from '../../lib/accentStyle';
import { plainElement } from './plainElement';
import { ShareCard, type ShareCardText } from './ShareCard';
import { SHARE_IMAGE_SIZE } from './size';

export const shareCardKey = (text: ShareCardText, accent: AccentSchemes | null): string =>
  buildCacheKey('share-card', [PAINTER, text, accent]);

// Each card is drawn once per build, however often it is asked for (drawAhead, then its page).
const drawings = new Map<string, Promise<Buffer>>();

/**
 * `accent`: the house's own (Studio settings), in the light scheme the cards are drawn in. A card
 * drawn before from the same text, accent and code comes from the cache without being laid out again.
 */
export function renderShareImage(text: ShareCardText, accent: AccentSchemes | null = null, cache = shareImageCache()): Promise<Buffer> {
  const key = shareCardKey(text, accent);
  const known = drawings.get(`${cache}\0${key}`);
  if (known) return known;
  const drawing = keptOr(cache, key, () => {
    const palette = sitePalette(accent ? [accentStyle(accent)] : []);
    const element = plainElement(createElement(ShareCard, { text, palette }));
    return draw({ element, size: SHARE_IMAGE_SIZE, fonts: SHARE_FONTS });
  });
  drawings.set(`${cache}\0${key}`, drawing);
  return drawing;
}

/**
 * Starts drawing cards the build will ask for later, so the drawing threads work while the build's
 * own thread renders the pages before them. A card that fails fails again when its page asks for it.
 */
export function drawAhead(texts: readonly ShareCardText[], accent: AccentSchemes | null = null): void {
  for (const text of texts) renderShareImage(text, accent).catch(() => undefined);
}
