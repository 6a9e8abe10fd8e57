/**
 * Text drawn inside the bundled SVG pictures (e.g. «1877» on the house, street names on the map) meets
 * WCAG AA: each <text>'s fill against what is painted under it, found by rendering the picture without
 * its text, sampled along the text's estimated extent (the worst point counts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';

/** The bundled dataset's pictures, and the second house's (tests/fixtures/second-house/). */
const DIRS = ['studio/dataset/images', 'tests/fixtures/second-house/images'];
const TAGS = /<(\/?)(g|text)\b([^>]*)>([^<]*)/g;
const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];

interface Painted {
  width: number;
  pixels: Uint8Array;
  scale: number;
}

/** Rendered in the picture's own units (viewBox), whatever width/height the file asks for. */
function paint(svgWithoutText: string): Painted {
  const viewBox = attribute(svgWithoutText.slice(0, svgWithoutText.indexOf('>')), 'viewBox')
    ?.split(/\s+/)
    .map(Number);
  const unitsWide = viewBox?.[2];
  const image = new Resvg(svgWithoutText, {
    fitTo: unitsWide ? { mode: 'width', value: unitsWide } : { mode: 'original' },
    font: { loadSystemFonts: false },
  }).render();
  return { width: image.width, pixels: image.pixels, scale: 1 };
}

function colourAt({ width, pixels }: Painted, x: number, y: number): string {
  const i = (Math.round(y) * width + Math.round(x)) * 4;
  const [r, g, b] = pixels.subarray(i, i + 3);
  return `rgb(${r} ${g} ${b})`;
}

interface TextRun {
  text: string;
  x: number;
  y: number;
  size: number;
  fill: string;
  anchor: string;
  vertical: boolean;
}

/** Every <text> with what it inherits from enclosing <g> elements (fill, font-size). */
function textRuns(svg: string): TextRun[] {
  const stack: string[] = [];
  const runs: TextRun[] = [];
  for (const [, closing, tag, attributes, content] of svg.matchAll(TAGS)) {
    if (tag === 'g') {
      if (closing) stack.pop();
      else stack.push(attributes);
      continue;
    }
    if (closing) continue;
    const inherited = (name: string) =>
      attribute(attributes, name) ??
      [...stack]
        .reverse()
        .map((a) => attribute(a, name))
        .find(Boolean);
    const translate = /translate\(\s*([\d.-]+)[\s,]+([\d.-]+)\s*\)/.exec(attribute(attributes, 'transform') ?? '');
    runs.push({
      text: content,
      x: Number(translate?.[1] ?? attribute(attributes, 'x')),
      y: Number(translate?.[2] ?? attribute(attributes, 'y')),
      size: Number(inherited('font-size') ?? 16),
      fill: inherited('fill') ?? '#000',
      anchor: attribute(attributes, 'text-anchor') ?? 'start',
      vertical: /rotate\(\s*-90\s*\)/.test(attribute(attributes, 'transform') ?? ''),
    });
  }
  return runs;
}

/** Points over the middle of the glyphs: capitals reach about 0.7 em above the baseline; a glyph is about 0.55 em wide. */
function samplePoints(run: TextRun): Array<[number, number]> {
  const length = run.text.length * run.size * 0.55;
  const start = run.anchor === 'middle' ? -length / 2 : run.anchor === 'end' ? -length : 0;
  const along = [0.1, 0.3, 0.5, 0.7, 0.9].map((f) => start + f * length);
  const across = -run.size * 0.35;
  return along.map((d) => (run.vertical ? [run.x + across, run.y - d] : [run.x + d, run.y + across]));
}

describe('text in the bundled pictures', () => {
  const pictures = DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.svg'))
      .map((file) => join(dir, file))
      // A drawing without words (a logo of shapes) has no text to read.
      .filter((file) => /<text\b/.test(readFileSync(file, 'utf8'))),
  );
  for (const file of pictures) {
    it(`${file}: every text stands out from its background (4.5:1)`, () => {
      const svg = readFileSync(file, 'utf8');
      const painted = paint(svg.replace(/<text\b[^>]*>[^<]*<\/text>/g, ''));
      const runs = textRuns(svg);
      expect(runs.length, 'texts found').toBeGreaterThan(0);
      for (const run of runs) {
        for (const [x, y] of samplePoints(run)) {
          const under = colourAt(painted, x, y);
          expect(
            Color.contrast(run.fill, under, 'WCAG21'),
            `«${run.text}» (${run.fill} på ${under} ved ${Math.round(x)},${Math.round(y)})`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    });
  }
});
