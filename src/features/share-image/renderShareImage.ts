/** A share card as PNG bytes: satori lays it out to SVG, resvg paints it (paintCache.ts). Runs at build time only. */
import satori from 'satori';
import { createElement } from 'react';
import { shareFonts } from './fonts';
import { paint } from './paintCache';
import { sitePalette } from './palette';
import { ShareCard, type ShareCardText } from './ShareCard';
import { SHARE_IMAGE_SIZE } from './size';

export async function renderShareImage(text: ShareCardText): Promise<Buffer> {
  const svg = await satori(createElement(ShareCard, { text, palette: sitePalette() }), { ...SHARE_IMAGE_SIZE, fonts: await shareFonts() });
  return paint(svg);
}
