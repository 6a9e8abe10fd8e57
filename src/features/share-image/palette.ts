/**
 * The share images' colours, taken from the site's own stylesheets so a card always looks like the
 * pages: the design tokens (`--color-*` in src/styles), each with the site's colour as fallback
 * while a token is missing, in the same way as `var(--color-bg, #fdfcf8)` in CSS.
 */
import Color from 'colorjs.io/dist/color.js';

const FALLBACKS = {
  bg: '#fdfcf8',
  text: '#1b1f23',
  muted: '#4a5560',
  accent: '#1f4e5f',
  onAccent: '#ffffff',
  danger: '#a3241b',
  border: '#d6d2c4',
} as const;

export type Palette = Record<keyof typeof FALLBACKS, string>;

const TOKEN: Record<keyof Palette, string> = {
  bg: '--color-bg',
  text: '--color-text',
  muted: '--color-muted',
  accent: '--color-accent',
  onAccent: '--color-on-accent',
  danger: '--color-danger',
  border: '--color-border',
};

/** Every custom property declared in the stylesheets, the first declaration of a name winning. */
function customProperties(stylesheets: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const css of stylesheets) {
    for (const [, name, value] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g)) {
      if (!found.has(name)) found.set(name, value.trim());
    }
  }
  return found;
}

/** `var(--a, var(--b, #fff))` resolved through the declared properties. */
function resolve(value: string, properties: Map<string, string>, seen = new Set<string>()): string | undefined {
  const reference = /^var\(\s*(--[\w-]+)\s*(?:,\s*(.+))?\)$/.exec(value);
  if (!reference) return value;
  const [, name, fallback] = reference;
  const declared = properties.get(name);
  if (declared !== undefined && !seen.has(name)) return resolve(declared, properties, new Set([...seen, name]));
  return fallback === undefined ? undefined : resolve(fallback.trim(), properties, seen);
}

/** Any CSS colour (hex, rgb, hsl, oklch…) as the rgba() the renderer reads. */
function paintable(token: string, value: string): string {
  let color: Color;
  try {
    color = new Color(value).to('srgb').toGamut();
  } catch {
    throw new Error(`Delingsbildene kan ikke bruke fargen ${token}: «${value}». Skriv den som en CSS-farge (hex, rgb(), hsl(), oklch()).`);
  }
  const [r, g, b] = color.coords.map((c) => Math.round((c ?? 0) * 255));
  return `rgba(${r}, ${g}, ${b}, ${color.alpha ?? 1})`;
}

/** The palette from stylesheet texts; a token the renderer cannot paint stops the build, naming it. */
export function paletteFrom(stylesheets: readonly string[]): Palette {
  const properties = customProperties(stylesheets);
  const entries = Object.entries(TOKEN).map(([key, token]) => {
    const value = resolve(properties.get(token) ?? FALLBACKS[key as keyof Palette], properties) ?? FALLBACKS[key as keyof Palette];
    return [key, paintable(token, value)];
  });
  return Object.fromEntries(entries) as Palette;
}

/** The site's stylesheets, design tokens first (import.meta.glob: no error while a file is missing). */
const STYLESHEETS = import.meta.glob<string>(['../../styles/tokens.css', '../../styles/*.css'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `house`: the house's own accent (src/lib/accentStyle.ts), ahead of the tokens as it is on the pages. */
export const sitePalette = (house: readonly string[] = []): Palette =>
  paletteFrom([
    ...house,
    ...Object.entries(STYLESHEETS)
      .sort(([a], [b]) => Number(b.endsWith('/tokens.css')) - Number(a.endsWith('/tokens.css')))
      .map(([, css]) => css),
  ]);
