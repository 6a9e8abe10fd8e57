/** A share card as PNG bytes: satori lays it out to SVG, resvg paints it (paintCache.ts). Runs at build time only. */
import satori from 'satori';
import { createElement } from 'react';
import { shareFonts } from './fonts';
import { paint } from './paintCache';
import { sitePalette } from './palette';
import type { AccentSchemes } from '../../../model/accentColour';
import { accentStyle } from '../../lib/accentStyle';
import { ShareCard, type ShareCardText } from './ShareCard';
import { SHARE_IMAGE_SIZE } from './size';

/** `accent`: the house's own (Studio settings), in the light scheme the cards are drawn in. */
export async function renderShareImage(text: ShareCardText, accent: AccentSchemes | null = null): Promise<Buffer> {
  const palette = sitePalette(accent ? [accentStyle(accent)] : []);
  const svg = await satori(createElement(ShareCard, { text, palette }), { ...SHARE_IMAGE_SIZE, fonts: await shareFonts() });
  return paint(svg);
}
