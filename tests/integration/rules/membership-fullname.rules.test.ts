/**
 * The full name of a membership application: firestore.rules (as the build renders them, on the real
 * Firestore emulator) accept exactly the names the form accepts and sends, also names with
 * whitespace, control, zero-width and bidi characters among the letters.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { useFirestoreRules } from '../../support/rules';
import { application, applicationSender } from '../../support/membershipApplications';
import { emptyApplication, toDocument, validateApplication } from '../../../src/features/membership/application';
import { FULL_NAME_LENGTH } from '../../../model/membership';
import { showsNothingRanges } from '../../../model/showsNothing';

const env = useFirestoreRules();
const { apply } = applicationSender(env);

/** Whether the rules store an application with this full name, sent as it is (as a bypassed form could). */
const rulesAccept = (fullName: string) =>
  apply(application({ fullName })).then(
    () => true,
    () => false,
  );

/** The form's verdict on the name as typed (the other fields do not change it) and what it would store. */
function form(typed: string) {
  const input = { ...emptyApplication(), fullName: typed };
  return { accepts: validateApplication(input, '2026-11-23', 15).fullName === undefined, stored: toDocument(input).fullName };
}

/** Names that look like a name, or like nothing: the form refuses each or never sends it. */
const ODD_NAMES = [
  '\u00A0\u00A0', // two no-break spaces
  '\u200B\u200B', // two zero-width spaces
  'Kari\nNordmann',
  'Kari\tNordmann',
  'Kari\u0000Nordmann',
  'Kari \u001B[2JNordmann', // ESC sequence: clears a terminal that prints the name
  '\u202EnnamdroN iraK', // right-to-left override: shows as «Kari Nordmann»
  'Kari\u200DNordmann',
  'Kari\u2066Nordmann\u2069',
  '\u3164\u3164', // Hangul fillers: look blank
  // Names that show nothing, from Unicode's properties: default ignorables, variation selectors, Braille blank.
  '\u034F\u034F',
  '\uFE0F\uFE0F',
  '\u180B\u180B',
  '\u17B4\u17B5',
  '\u{E0100}\u{E0100}',
  '\u2800\u2800',
];

/** What names are made of … */
const PLAIN = ['K', 'a', 'r', 'i', 'ø', 'Å', 'É', 'ß', '中', 'Ж', '𝒜', '\u0301', ' ', ' ', '-', "'", '.', '1'];
/** … and what may slip in: every kind the rules must refuse where the form does. */
const ODD = [
  ...['\u00A0', '\u202F', '\u2003', '\u3000', '\u1680'], // spaces other than the ordinary one
  ...['\t', '\n', '\r', '\u000B', '\u0000', '\u001B', '\u007F', '\u0085', '\u2028', '\u2029'], // controls and line breaks
  ...['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u3164', '\u{E0041}'], // zero-width and invisible
  ...['\u202E', '\u202D', '\u202A', '\u2066', '\u2069', '\u200E', '\u200F', '\u061C'], // bidi
  ...['\u034F', '\uFE0F', '\u{E0100}', '\u180B', '\u17B4', '\u2800', '\u115F', '\uFFA0'], // show nothing
];

describe('membershipApplications: fullName', () => {
  it('refuses names the form refuses or never sends: blank-looking, controls, ESC sequences, bidi overrides', async () => {
    for (const name of ODD_NAMES) {
      expect(form(name).accepts && form(name).stored === name, JSON.stringify(name)).toBe(false);
      expect(await rulesAccept(name), JSON.stringify(name)).toBe(false);
    }
    expect(await rulesAccept('Kari Nordmann')).toBe(true);
    expect(await rulesAccept('Åse Ødegård-Ås')).toBe(true);
  });

  it('refuse every range of characters that show nothing, at its first and last code point, alone and among letters (sweep)', async () => {
    const accepted: string[] = [];
    for (const [from, to] of showsNothingRanges())
      for (const cp of new Set([from, to])) {
        const c = String.fromCodePoint(cp);
        for (const name of [`${c}${c}`, `Ka${c}ri`])
          if (cp !== 0x20 && (await rulesAccept(name))) accepted.push(`${cp.toString(16)} in ${JSON.stringify(name)}`);
      }
    expect(accepted).toEqual([]);
    expect(await rulesAccept('Kari Nordmann')).toBe(true);
  }, 120_000);

  it('accept a name exactly when the form accepts it, and only as the form stores it (property)', async () => {
    // Mostly letters, about one odd character in seven: both verdicts come up often.
    const unit = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...PLAIN) }, { weight: 1, arbitrary: fc.constantFrom(...ODD) });
    const mixed = fc.string({ unit, maxLength: 12 });
    // Around the length limit: letters with a few odd characters mixed in.
    const long = fc
      .tuple(fc.integer({ min: FULL_NAME_LENGTH.max - 3, max: FULL_NAME_LENGTH.max + 2 }), mixed)
      .map(([n, tail]) => `Kari ${'a'.repeat(n - 5 - tail.length)}${tail}`);
    let runs = 0;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 5, arbitrary: mixed }, { weight: 1, arbitrary: long }), async (typed) => {
        runs++;
        const { accepts, stored } = form(typed);
        if (accepts) accepted++;
        // What the form sends is stored exactly when the form accepts it …
        expect(await rulesAccept(stored), `stored ${JSON.stringify(stored)}`).toBe(accepts);
        // … and anything else (untrimmed) is refused: the form never sends it.
        if (stored !== typed) expect(await rulesAccept(typed), `typed ${JSON.stringify(typed)}`).toBe(false);
      }),
      { numRuns: 150 },
    );
    console.log(`full-name rule = form check: ${runs} cases, ${accepted} accepted by both, ${runs - accepted} refused by both`);
    // Up to 300 round trips to the emulator.
  }, 170_000);
});
