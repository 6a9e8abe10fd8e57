/** A share card as PNG bytes: satori lays it out to SVG, resvg paints it. Runs at build time only. */
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { createElement } from 'react';
import { shareFonts } from './fonts';
import { sitePalette } from './palette';
import { ShareCard, type ShareCardText } from './ShareCard';
import { SHARE_IMAGE_SIZE } from './size';

export async function renderShareImage(text: ShareCardText): Promise<Buffer> {
  const svg = await satori(createElement(ShareCard, { text, palette: sitePalette() }), { ...SHARE_IMAGE_SIZE, fonts: await shareFonts() });
  // No system fonts: the text is already paths, and scanning the fonts costs time on every image.
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}
