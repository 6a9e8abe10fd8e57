import { describe, expect, it } from 'vitest';
import { cleanText } from '../../../src/content/cleanText';

describe('cleanText and the byte order mark', () => {
  it('removes a lone U+FEFF from text', () => {
    expect(cleanText('Jule\ufeffbasar\ufeff')).toBe('Julebasar');
  });

  it("keeps a preview's stega payload, whose zero-width characters include U+FEFF", () => {
    // The shape @vercel/stega appends: four zero-width characters per byte, U+FEFF among them.
    const payload = '\u200b\u200b\u200b\u200b\u200c\ufeff\u200d\u200b\ufeff\ufeff\u200c\u200d';
    expect(cleanText(`Personvernerklæring${payload}`)).toBe(`Personvernerklæring${payload}`);
  });
});
