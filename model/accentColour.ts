/**
 * The house's own accent colour («Aksentfarge» in the Studio's settings). The volunteer picks one
 * colour for the light scheme; its hover shade, the dark scheme's accent and the text on accent
 * buttons are derived from its hue in OKLCH, at the lightness steps of the hand-picked petrol tokens in
 * src/styles/tokens.css. Written once for the Studio's field, the build and the content check.
 */
import Color from 'colorjs.io/dist/color.js';

/**
 * The backgrounds accent text is drawn on (tokens.css --color-bg, --color-surface, --color-surface-alt).
 * The Studio runs in the browser and cannot read the stylesheet; tests/unit/model/accentColour.test.ts
 * holds these equal to it.
 */
export const SCHEME_BACKGROUNDS = {
  light: ['#f8f4ec', '#fffdf8', '#efe7d9'],
  dark: ['#171513', '#211e1b', '#2c2824'],
} as const;

/** WCAG 2.1 AA for body text: accent links and the text on accent buttons are body text. */
const MIN_TEXT_CONTRAST = 4.5;

type Scheme = keyof typeof SCHEME_BACKGROUNDS;

/** The three accent tokens of one scheme, as #rrggbb. */
export interface AccentTokens {
  accent: string;
  accentStrong: string;
  onAccent: string;
}
export type AccentSchemes = Record<Scheme, AccentTokens>;

const HEX = /^#[0-9a-f]{6}$/i;

/** An OKLCH colour brought into sRGB (chroma reduced, hue and lightness kept) as #rrggbb. */
function hex(lightness: number, chroma: number, hue: number): string {
  const l = Math.min(1, Math.max(0, lightness));
  return new Color('oklch', [l, chroma, hue]).toGamut({ space: 'srgb' }).to('srgb').toString({ format: 'hex', collapse: false });
}

function contrast(a: string, b: string): number {
  return Color.contrast(a, b, 'WCAG21');
}

/** The least contrast of a colour over a list of others. */
function leastContrast(colour: string, others: readonly string[]): number {
  return Math.min(...others.map((other) => contrast(colour, other)));
}

/**
 * Moves lightness in `step`s from `start` until `fits` holds (or lightness runs out): the derived shade
 * keeps its hue and stays as close to the petrol palette's step as the contrast allows.
 */
function shadeThatFits(start: number, step: number, chroma: number, hue: number, fits: (colour: string) => boolean): string {
  let lightness = start;
  let colour = hex(lightness, chroma, hue);
  while (!fits(colour) && lightness > 0 && lightness < 1) {
    lightness += step;
    colour = hex(lightness, chroma, hue);
  }
  return colour;
}

/** The accent tokens of both schemes for a #rrggbb light-scheme accent (check accentColourProblem first). */
export function accentSchemes(value: string): AccentSchemes {
  const accent = value.trim().toLowerCase();
  const [lightness, chroma, rawHue] = new Color(accent).to('oklch').coords;
  // A grey has no hue (colorjs gives none); with no chroma any hue gives the same grey.
  const hue = rawHue === null || Number.isNaN(rawHue) ? 0 : rawHue;
  const l = lightness ?? 0;
  const c = chroma ?? 0;
  const dark = SCHEME_BACKGROUNDS.dark;
  const darkAccent = shadeThatFits(0.807, 0.01, c, hue, (colour) => leastContrast(colour, dark) >= MIN_TEXT_CONTRAST);
  const darkOnAccent = shadeThatFits(0.254, -0.01, c * 0.5, hue, (colour) => contrast(colour, darkAccent) >= MIN_TEXT_CONTRAST);
  return {
    light: { accent, accentStrong: hex(l - 0.083, c * 0.81, hue), onAccent: '#ffffff' },
    dark: { accent: darkAccent, accentStrong: hex(0.893, c * 0.64, hue), onAccent: darkOnAccent },
  };
}

/** 3.14 → «3,1»: rounded down, so a colour just under the limit never reads as meeting it. */
function ratio(value: number): string {
  return `${(Math.floor(value * 10) / 10).toFixed(1).replace('.', ',')}:1`;
}

/** The weakest pair in one scheme: accent text on each background, button text on the accent. */
function weakestPair(tokens: AccentTokens, scheme: Scheme): number {
  const backgrounds = SCHEME_BACKGROUNDS[scheme];
  return Math.min(
    leastContrast(tokens.accent, backgrounds),
    leastContrast(tokens.accentStrong, backgrounds),
    contrast(tokens.onAccent, tokens.accent),
    contrast(tokens.onAccent, tokens.accentStrong),
  );
}

/** null when the colour can be the site's accent; else a Norwegian message naming the contrast and what to do. */
export function accentColourProblem(value: string): string | null {
  if (!HEX.test(value.trim()))
    return `«${value}» er ikke en fargekode. Skriv # og seks tegn (0–9, a–f), f.eks. «#7a2e5c»; fargevelgeren gir en slik kode.`;
  const schemes = accentSchemes(value);
  const chosen = leastContrast(schemes.light.accent, SCHEME_BACKGROUNDS.light);
  if (chosen < MIN_TEXT_CONTRAST)
    return `Fargen er for lys: lenker og tekst i denne fargen får bare ${ratio(chosen)} kontrast mot den lyse bakgrunnen (minst ${ratio(MIN_TEXT_CONTRAST)}). Velg en mørkere farge.`;
  for (const scheme of ['light', 'dark'] as const) {
    const weakest = weakestPair(schemes[scheme], scheme);
    if (weakest < MIN_TEXT_CONTRAST)
      return `Fargen gir bare ${ratio(weakest)} kontrast ${scheme === 'light' ? 'på knappene' : 'i mørk modus'} (minst ${ratio(MIN_TEXT_CONTRAST)}). Velg en annen farge.`;
  }
  return null;
}
