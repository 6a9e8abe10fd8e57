import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';
import { accentSchemes } from '../../../model/accentColour';
import { sitePalette } from '../../../src/features/share-image/palette';
import { accentStyle } from '../../../src/lib/accentStyle';

const rgba = (hex: string) => {
  const [r, g, b] = new Color(hex).to('srgb').coords.map((c) => Math.round((c ?? 0) * 255));
  return `rgba(${r}, ${g}, ${b}, 1)`;
};

describe('the house accent as CSS', () => {
  const schemes = accentSchemes('#7a2e5c');
  const css = accentStyle(schemes);

  it("sets the stylesheet's accent tokens, the dark ones inside the dark scheme's media query", () => {
    const [light, dark] = css.split('@media (prefers-color-scheme:dark)');
    expect(light).toContain(`--color-accent:${schemes.light.accent};`);
    expect(light).toContain(`--color-on-accent:${schemes.light.onAccent}`);
    expect(dark).toContain(`--color-accent:${schemes.dark.accent};`);
    expect(dark).toContain(`--color-accent-strong:${schemes.dark.accentStrong};`);
    expect(dark).toContain(`--color-on-accent:${schemes.dark.onAccent}`);
  });

  it('outranks the tokens (html:root beats :root wherever each stands)', () => {
    expect(css.match(/html:root\{/g)).toHaveLength(2);
  });

  it("colours the share cards with the house's light accent, and with the site's own without one", () => {
    expect(sitePalette([css]).accent).toBe(rgba(schemes.light.accent));
    expect(sitePalette([css]).onAccent).toBe(rgba(schemes.light.onAccent));
    expect(sitePalette().accent).not.toBe(rgba(schemes.light.accent));
  });
});
