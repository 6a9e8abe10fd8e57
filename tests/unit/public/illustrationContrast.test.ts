/**
 * Text drawn inside the bundled SVG pictures (e.g. «1877» on the house) meets WCAG AA: each <text>'s
 * fill against what is painted under it, found by rendering the picture without its text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';

const DIR = 'public/images';
const TEXT = /<text\b([^>]*)>([^<]*)<\/text>/g;
const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];

function backgroundAt(svgWithoutText: string, x: number, y: number): string {
  const image = new Resvg(svgWithoutText, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
  const i = (Math.round(y) * image.width + Math.round(x)) * 4;
  const [r, g, b] = image.pixels.subarray(i, i + 3);
  return `rgb(${r} ${g} ${b})`;
}

describe('text in the bundled pictures', () => {
  const pictures = readdirSync(DIR).filter((file) => file.endsWith('.svg'));
  for (const file of pictures) {
    it(`${file}: every text stands out from its background (4.5:1)`, () => {
      const svg = readFileSync(join(DIR, file), 'utf8');
      const withoutText = svg.replace(TEXT, '');
      for (const [, attributes, text] of svg.matchAll(TEXT)) {
        const size = Number(attribute(attributes, 'font-size') ?? 16);
        // The middle of the glyphs: the baseline is at y, capitals reach about 0.7 em above it.
        const under = backgroundAt(withoutText, Number(attribute(attributes, 'x')), Number(attribute(attributes, 'y')) - size * 0.35);
        const fill = attribute(attributes, 'fill') ?? '#000';
        expect(Color.contrast(fill, under, 'WCAG21'), `«${text}» (${fill} på ${under})`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
