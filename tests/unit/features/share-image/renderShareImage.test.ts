import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cacache from 'cacache';
import { describe, expect, it } from 'vitest';
import { renderShareImage, shareCardKey } from '../../../../src/features/share-image/renderShareImage';
import { SHARE_IMAGE_SIZE } from '../../../../src/features/share-image/size';

const card = {
  eyebrow: 'Sentrum bedehus',
  title: 'Bønnemøte',
  details: ['tirsdag 1. desember kl. 19.30–20.30', 'Sentrum bedehus, Bønnerommet'],
};

describe('renderShareImage', () => {
  it('draws a PNG of the share size', async () => {
    const png = await renderShareImage(card);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual(SHARE_IMAGE_SIZE);
  });

  it('keeps each card under its text and accent, and reads it back without drawing it again', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'share-cards-'));
    try {
      const drawn = await renderShareImage(card, null, cache);
      expect((await cacache.get(cache, shareCardKey(card, null))).data.equals(drawn)).toBe(true);
      const kept = Buffer.from('kept from an earlier build');
      const other = { ...card, title: 'Adventskonsert' };
      await cacache.put(cache, shareCardKey(other, null), kept);
      expect((await renderShareImage(other, null, cache)).equals(kept)).toBe(true);
      expect(shareCardKey(other, null)).not.toBe(shareCardKey(card, null));
    } finally {
      await rm(cache, { recursive: true, force: true });
    }
  });
});
