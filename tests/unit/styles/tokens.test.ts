import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The colour tokens of one scheme, read from src/styles/tokens.css (light: first :root; dark: the media block). */
const css = readFileSync(resolve(process.cwd(), 'src/styles/tokens.css'), 'utf8');
const darkStart = css.indexOf('@media (prefers-color-scheme: dark)');
function colours(block: string): Record<string, string> {
  return Object.fromEntries([...block.matchAll(/--(color-[a-z-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
}
const schemes = { light: colours(css.slice(0, darkStart)), dark: colours(css.slice(darkStart)) };

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const BACKGROUNDS = ['color-bg', 'color-surface', 'color-surface-alt'];

describe.each(Object.entries(schemes))('colour tokens, %s scheme', (_, c) => {
  it('defines every shared colour name', () => {
    for (const name of [
      'bg',
      'surface',
      'surface-alt',
      'text',
      'muted',
      'accent',
      'accent-strong',
      'on-accent',
      'border',
      'focus',
      'danger',
      'success',
    ]) {
      expect(c[`color-${name}`], name).toMatch(/^#/);
    }
  });
  it.each(BACKGROUNDS)('text, muted, accent, danger and success read at AA (4.5:1) on %s', (bg) => {
    for (const fg of ['color-text', 'color-muted', 'color-accent', 'color-accent-strong', 'color-danger', 'color-success']) {
      expect(contrast(c[fg], c[bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });
  it.each(BACKGROUNDS)('the focus ring stands out at 3:1 on %s', (bg) => {
    expect(contrast(c['color-focus'], c[bg])).toBeGreaterThanOrEqual(3);
  });
  it('text on an accent button reads at AA, hovered (accent-strong) too', () => {
    expect(contrast(c['color-on-accent'], c['color-accent'])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c['color-on-accent'], c['color-accent-strong'])).toBeGreaterThanOrEqual(4.5);
  });
});
