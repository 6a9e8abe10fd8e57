/**
 * Soft hyphens (U+00AD) at the syllables of long words, from the Norwegian bokmal patterns of the
 * `hyphen` library, inserted at build time: a heading on a phone breaks «Personvern-erklæring» with
 * a visible hyphen instead of cutting «Personvernerklærin|g» anywhere (browsers hyphenate `no` by
 * CSS on few systems). Invisible unless a line breaks there; screen readers and search ignore them.
 */
import createHyphenator from 'hyphen';
import bokmal from 'hyphen/patterns/nb.js';

/** Shorter words fit a phone's line even in the largest heading (tests/e2e/visible-faults.spec.ts). */
const LONG_WORD = 12;

/**
 * Compounds the patterns split inside a part («Personver-nerklæring»): written here with their
 * breaks, the compound's seam among them (Personvern-erklæring). Language, not content: any house's
 * text may use them.
 */
const COMPOUNDS = ['per-son-vern-er-klæ-ring'];

// Without `async: true` the factory gives the synchronous function (its types name both).
const hyphenate = createHyphenator(bokmal, { minWordLength: LONG_WORD }) as (text: string) => string;

/** A word (without soft hyphens) that begins with one of COMPOUNDS, with that compound's breaks; else null. */
function compoundBroken(word: string): string | null {
  const lower = word.toLowerCase();
  const compound = COMPOUNDS.find((c) => lower.startsWith(c.replaceAll('-', '')));
  if (!compound) return null;
  let i = 0;
  const head = [...compound].map((ch) => (ch === '-' ? '\u00ad' : word[i++])).join('');
  return head + word.slice(i);
}

/** The text with soft hyphens in its long words; meant for what is shown, not for metadata or files. */
export const hyphenated = (text: string): string =>
  // (The library's own `exceptions` option misplaces the breaks of a word with capitals or æøå.)
  hyphenate(text).replace(/[\p{L}\u00ad]+/gu, (word) => compoundBroken(word.replaceAll('\u00ad', '')) ?? word);
