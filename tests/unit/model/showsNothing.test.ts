import { describe, expect, it } from 'vitest';
import { showsNothing, showsNothingRanges } from '../../../model/showsNothing';

describe('showsNothing', () => {
  it('holds the characters that show nothing: default ignorables, variation selectors, fillers, Braille blank, Cc, Cf, spaces', () => {
    const blank = [
      ...[0x034f, 0xfe00, 0xfe0f, 0xe0100, 0xe01ef, 0x180b, 0x180f, 0x17b4, 0x17b5, 0x2800],
      ...[0x115f, 0x1160, 0x3164, 0xffa0, 0x200b, 0x200d, 0x2060, 0xfeff, 0x00ad, 0x202e, 0x2066, 0xe0041],
      ...[0x00, 0x09, 0x0a, 0x1b, 0x7f, 0x85, 0x20, 0xa0, 0x3000, 0x2028, 0x2029],
    ];
    expect(blank.filter((cp) => !showsNothing(String.fromCodePoint(cp))).map((cp) => cp.toString(16))).toEqual([]);
  });

  it('leaves letters, digits, marks and punctuation alone', () => {
    for (const c of ['K', 'ø', 'Å', '中', 'Ж', '𝒜', '\u0301', '-', "'", '.', '1', 'ㅎ', '\u2801'])
      expect(showsNothing(c), JSON.stringify(c)).toBe(false);
  });

  it('its ranges are ascending, apart, without surrogates, and match the class at both ends', () => {
    const ranges = showsNothingRanges();
    ranges.forEach(([from, to], i) => {
      expect(from).toBeLessThanOrEqual(to);
      if (i > 0) expect(from).toBeGreaterThan(ranges[i - 1][1] + 1);
      expect(showsNothing(String.fromCodePoint(from)) && showsNothing(String.fromCodePoint(to))).toBe(true);
      expect(from > 0xdfff || to < 0xd800).toBe(true);
    });
    expect(ranges).toContainEqual([0xe0000, 0xe0fff]);
  });
});
