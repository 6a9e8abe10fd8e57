import { describe, expect, it } from 'vitest';
import { renderShareImage } from '../../../../src/features/share-image/renderShareImage';
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
});
