import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import cacache from 'cacache';
import satori from 'satori';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHARE_FONTS } from '../../../../src/features/share-image/fonts';
import { draw, keptOr } from '../../../../src/features/share-image/paintCache';

const size = { width: 120, height: 60 };
const element = (fill: string) => ({
  type: 'div',
  props: { style: { display: 'flex', width: 120, height: 60, background: fill, fontFamily: 'Fraunces' }, children: 'Bønn' },
});

describe('draw', () => {
  it('draws in its worker the PNG that satori and resvg draw in this thread', async () => {
    const fonts = SHARE_FONTS.map(({ path, ...face }) => ({ ...face, data: readFileSync(path) }));
    const svg = await satori(element('#1f4e5f') as never, { ...size, fonts });
    const here = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
    const drawn = await draw({ element: element('#1f4e5f'), size, fonts: SHARE_FONTS });
    expect(drawn.equals(here)).toBe(true);
    expect(drawn.equals(await draw({ element: element('#a3241b'), size, fonts: SHARE_FONTS }))).toBe(false);
  });
});

describe('keptOr', () => {
  let cache: string;
  beforeEach(async () => {
    cache = await mkdtemp(join(tmpdir(), 'share-images-'));
  });
  afterEach(() => rm(cache, { recursive: true, force: true }));

  it('makes the bytes once and keeps them under their key', async () => {
    const made = await keptOr(cache, 'a', async () => Buffer.from('painted'));
    expect(made.toString()).toBe('painted');
    expect((await cacache.get(cache, 'a')).data.toString()).toBe('painted');
  });

  it('reads what was kept before instead of making it again', async () => {
    await cacache.put(cache, 'b', Buffer.from('kept from an earlier build'));
    const read = await keptOr(cache, 'b', () => Promise.reject(new Error('made again')));
    expect(read.toString()).toBe('kept from an earlier build');
  });

  it('makes the bytes anew when what was kept is damaged on disk', async () => {
    await keptOr(cache, 'c', async () => Buffer.from('painted'));
    const info = await cacache.get.info(cache, 'c');
    await writeFile(info!.path, 'damaged');
    expect((await keptOr(cache, 'c', async () => Buffer.from('painted anew'))).toString()).toBe('painted anew');
  });
});
