import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Color from 'colorjs.io';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accentColourProblem, accentSchemes, SCHEME_BACKGROUNDS } from '../../../model/accentColour';

/** The colour tokens of each scheme as the stylesheet declares them (light: before the dark media block). */
const css = readFileSync(resolve(process.cwd(), 'src/styles/tokens.css'), 'utf8');
const darkStart = css.indexOf('@media (prefers-color-scheme: dark)');
function tokens(block: string): Record<string, string> {
  return Object.fromEntries([...block.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2].toLowerCase()]));
}
const stylesheet = { light: tokens(css.slice(0, darkStart)), dark: tokens(css.slice(darkStart)) };
const backgrounds = (scheme: 'light' | 'dark') => ['bg', 'surface', 'surface-alt'].map((name) => stylesheet[scheme][name]);

const contrast = (a: string, b: string) => Color.contrast(a, b, 'WCAG21');
const hexColour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const lightContrast = (colour: string) => Math.min(...backgrounds('light').map((bg) => contrast(colour, bg)));

describe('the accent colour', () => {
  it('checks against the backgrounds the stylesheet declares, in both schemes', () => {
    expect([...SCHEME_BACKGROUNDS.light]).toEqual(backgrounds('light'));
    expect([...SCHEME_BACKGROUNDS.dark]).toEqual(backgrounds('dark'));
  });

  it("derives from the site's own petrol accent the hand-picked tokens of both schemes", () => {
    const derived = accentSchemes(stylesheet.light.accent);
    const pairs = [
      [derived.light.accentStrong, stylesheet.light['accent-strong']],
      [derived.light.onAccent, stylesheet.light['on-accent']],
      [derived.dark.accent, stylesheet.dark.accent],
      [derived.dark.accentStrong, stylesheet.dark['accent-strong']],
      [derived.dark.onAccent, stylesheet.dark['on-accent']],
    ];
    // ΔE2000 under 2: seen side by side at most just noticeable (the hand-picked dark accent leans 6° greener).
    for (const [ours, theirs] of pairs) expect(Color.deltaE(ours, theirs, '2000'), `${ours} ~ ${theirs}`).toBeLessThan(2);
  });

  it('takes exactly the colours that read at 4.5:1 on the light backgrounds, and every derived pair reads too', () => {
    fc.assert(
      fc.property(hexColour, (colour) => {
        const problem = accentColourProblem(colour);
        if (lightContrast(colour) < 4.5) {
          expect(problem).toMatch(/^Fargen er for lys: .* får bare \d,\d:1 kontrast .*\(minst 4,5:1\)\. Velg en mørkere farge\.$/);
          return;
        }
        expect(problem).toBeNull();
        const schemes = accentSchemes(colour);
        for (const scheme of ['light', 'dark'] as const) {
          const { accent, accentStrong, onAccent } = schemes[scheme];
          for (const bg of backgrounds(scheme)) {
            expect(contrast(accent, bg)).toBeGreaterThanOrEqual(4.5);
            expect(contrast(accentStrong, bg)).toBeGreaterThanOrEqual(4.5);
          }
          expect(contrast(onAccent, accent)).toBeGreaterThanOrEqual(4.5);
          expect(contrast(onAccent, accentStrong)).toBeGreaterThanOrEqual(4.5);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the hue of a clear colour in the dark scheme', () => {
    const clear = hexColour.filter((c) => lightContrast(c) >= 4.5 && (new Color(c).to('oklch').coords[1] ?? 0) > 0.06);
    fc.assert(
      fc.property(clear, (colour) => {
        const hue = (c: string) => new Color(c).to('oklch').coords[2] ?? 0;
        const apart = Math.abs(hue(colour) - hue(accentSchemes(colour).dark.accent)) % 360;
        expect(Math.min(apart, 360 - apart)).toBeLessThan(8);
      }),
      { numRuns: 100 },
    );
  });

  it('names the contrast rounded down, so a colour just under the limit never reads as meeting it', () => {
    fc.assert(
      fc.property(
        hexColour.filter((c) => lightContrast(c) < 4.5),
        (colour) => {
          const shown = Number(/får bare (\d,\d):1/.exec(accentColourProblem(colour) ?? '')![1].replace(',', '.'));
          expect(shown).toBeLessThanOrEqual(lightContrast(colour));
          expect(lightContrast(colour) - shown).toBeLessThan(0.1);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('asks for a colour code when the text is not one, and accepts one in capitals or with spaces', () => {
    for (const text of ['red', '#12345', '1d5567', '#1d55677', 'rgb(0 0 0)', ''])
      expect(accentColourProblem(text), text).toMatch(/er ikke en fargekode\. Skriv # og seks tegn/);
    expect(accentColourProblem(' #1D5567 ')).toBeNull();
    expect(accentSchemes(' #1D5567 ').light.accent).toBe('#1d5567');
  });
});
