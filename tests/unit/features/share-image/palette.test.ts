import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';
import { paletteFrom, sitePalette } from '../../../../src/features/share-image/palette';

describe('paletteFrom', () => {
  it('takes the design tokens, following var() references', () => {
    const palette = paletteFrom([
      ':root { --color-accent: var(--blue-700); --blue-700: #123456; --color-bg: hsl(0 0% 100%); --color-text: oklch(0% 0 0); }',
    ]);
    expect(palette.accent).toBe('rgba(18, 52, 86, 1)');
    expect(palette.bg).toBe('rgba(255, 255, 255, 1)');
    expect(palette.text).toBe('rgba(0, 0, 0, 1)');
  });
  it("keeps the site's colour for a token that is not declared", () => {
    expect(paletteFrom([]).text).toBe('rgba(27, 31, 35, 1)');
  });
  it('the first stylesheet wins (the tokens come first)', () => {
    expect(paletteFrom(['--color-text: #000000;', '--color-text: #ffffff;']).text).toBe('rgba(0, 0, 0, 1)');
  });
  it('stops the build on a colour the renderer cannot paint, naming the token', () => {
    expect(() => paletteFrom([':root { --color-muted: color-mix(in oklab, red, blue); }'])).toThrow(/--color-muted/);
  });
});

describe("the site's palette on a share image", () => {
  it('meets WCAG AA for every text colour on its background', () => {
    const p = sitePalette();
    for (const [text, background, name] of [
      [p.text, p.bg, 'text'],
      [p.muted, p.bg, 'muted'],
      [p.danger, p.bg, 'danger'],
      [p.onAccent, p.accent, 'on-accent'],
    ])
      expect(Color.contrast(text, background, 'WCAG21'), name).toBeGreaterThanOrEqual(4.5);
  });
});
