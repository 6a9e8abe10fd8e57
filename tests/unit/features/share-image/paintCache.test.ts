import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import cacache from 'cacache';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paint, paintKey } from '../../../../src/features/share-image/paintCache';

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="12" height="8"><rect width="12" height="8" fill="${fill}"/></svg>`;
const painted = (source: string) => new Resvg(source, { fitTo: { mode: 'original' } }).render().asPng();

describe('paint', () => {
  let cache: string;
  beforeEach(async () => {
    cache = await mkdtemp(join(tmpdir(), 'share-images-'));
  });
  afterEach(() => rm(cache, { recursive: true, force: true }));

  it('paints the PNG resvg paints, and keeps it under its SVG', async () => {
    const png = await paint(svg('#1f4e5f'), cache);
    expect(png.equals(painted(svg('#1f4e5f')))).toBe(true);
    expect((await cacache.get(cache, paintKey(svg('#1f4e5f')))).data.equals(png)).toBe(true);
  });

  it('reads a card painted before from the cache instead of painting it again', async () => {
    const kept = Buffer.from('kept from an earlier build');
    await cacache.put(cache, paintKey(svg('#a3241b')), kept);
    expect((await paint(svg('#a3241b'), cache)).equals(kept)).toBe(true);
  });

  it('paints anew when a kept card is damaged on disk', async () => {
    await paint(svg('#d6d2c4'), cache);
    const info = await cacache.get.info(cache, paintKey(svg('#d6d2c4')));
    await writeFile(info!.path, 'damaged');
    expect((await paint(svg('#d6d2c4'), cache)).equals(painted(svg('#d6d2c4')))).toBe(true);
  });

  it('keeps another SVG under another key', () => {
    expect(paintKey(svg('#1f4e5f'))).not.toBe(paintKey(svg('#1f4e5e')));
  });
});
