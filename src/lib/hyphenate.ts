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

// Without `async: true` the factory gives the synchronous function (its types name both).
const hyphenate = createHyphenator(bokmal, { minWordLength: LONG_WORD }) as (text: string) => string;

/** The text with soft hyphens in its long words; meant for what is shown, not for metadata or files. */
export const hyphenated = (text: string): string => hyphenate(text);
