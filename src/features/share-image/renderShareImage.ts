/** A share card as PNG bytes: satori lays it out to SVG, resvg paints it (paintCache.ts). Runs at build time only. */
import satori from 'satori';
import { createElement } from 'react';
import { shareFonts } from './fonts';
import { keptOr, paint, PAINTER, shareImageCache } from './paintCache';
import { buildCacheKey } from '../../lib/buildCache';
import { sitePalette } from './palette';
import type { AccentSchemes } from '../../../model/accentColour';
import { accentStyle } from '../../lib/accentStyle';
import { ShareCard, type ShareCardText } from './ShareCard';
import { SHARE_IMAGE_SIZE } from './size';

export const shareCardKey = (text: ShareCardText, accent: AccentSchemes | null): string =>
  buildCacheKey('share-card', [PAINTER, text, accent]);

/**
 * `accent`: the house's own (Studio settings), in the light scheme the cards are drawn in. A card
 * drawn before from the same text, accent and code comes from the cache without being laid out again.
 */
export function renderShareImage(text: ShareCardText, accent: AccentSchemes | null = null, cache = shareImageCache()): Promise<Buffer> {
  return keptOr(cache, shareCardKey(text, accent), async () => {
    const palette = sitePalette(accent ? [accentStyle(accent)] : []);
    const svg = await satori(createElement(ShareCard, { text, palette }), { ...SHARE_IMAGE_SIZE, fonts: await shareFonts() });
    return paint(svg, cache);
  });
}
