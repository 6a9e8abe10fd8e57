/**
 * The characters that show nothing on their own, written once from Unicode's properties: default
 * ignorable code points (zero-width spaces and joiners, variation selectors U+FE00–FE0F and
 * U+E0100–E01EF, U+034F, U+17B4/17B5, U+180B–180F, the Hangul fillers, tags), control (Cc) and
 * format (Cf) characters, every space and separator (Z, the ordinary space too), the Braille blank
 * U+2800 and lone surrogates (Cs). The form tests with the class itself; the rules' RE2 has no
 * Default_Ignorable_Code_Point, so they get the code point ranges the same class matches.
 */
import { SHOWS_NOTHING_CLASS } from './showsNothingClass.ts';

const SHOWS_NOTHING = new RegExp(`^[${SHOWS_NOTHING_CLASS}]$`, 'u');

/** Whether this one character (a code point) shows nothing. */
export const showsNothing = (character: string) => SHOWS_NOTHING.test(character);

let ranges: [number, number][] | undefined;

/**
 * The code point ranges (inclusive, ascending) of SHOWS_NOTHING_CLASS, found by asking the class
 * about every code point; surrogates left out (no UTF-8 string, and so no rules string, holds one).
 */
export function showsNothingRanges(): readonly (readonly [number, number])[] {
  if (ranges) return ranges;
  const found: [number, number][] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    if (!showsNothing(String.fromCodePoint(cp))) continue;
    const last = found.at(-1);
    if (last && last[1] === cp - 1) last[1] = cp;
    else found.push([cp, cp]);
  }
  return (ranges = found);
}
