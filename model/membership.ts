import { showsNothingRanges } from './showsNothing.ts';
import { SHOWS_NOTHING_CLASS } from './showsNothingClass.ts';

/**
 * What the membership document (the fee and the minimum age) may hold: whole numbers within these
 * bounds. The Studio validates with them, and the build refuses a document outside them.
 */
export const MEMBERSHIP_LIMITS = {
  feeKroner: { min: 0, max: 10_000 },
  minimumAge: { min: 0, max: 100 },
} as const;

export type MembershipField = keyof typeof MEMBERSHIP_LIMITS;

/** null when `value` is a whole number within the field's limits, else a Norwegian explanation. */
export function membershipNumberProblem(field: MembershipField, value: number): string | null {
  const { min, max } = MEMBERSHIP_LIMITS[field];
  if (!Number.isInteger(value)) return `«${value}» er ikke et helt tall.`;
  if (value < min || value > max) return `«${value}» må være mellom ${min} og ${max}.`;
  return null;
}

/**
 * One application per visitor per this many seconds: firestore.rules enforces it, and the form says
 * how long to wait instead of sending one the rules would refuse (tests/unit/scripts/firestoreRules.test.ts
 * checks that both say the same).
 */
export const APPLICATION_INTERVAL_SECONDS = 60;

/** Whole seconds until another application may be sent, 0 when it may be sent now. */
export function secondsUntilNextApplication(lastSentAt: number | null, now: number): number {
  if (lastSentAt === null) return 0;
  return Math.max(0, Math.ceil((lastSentAt + APPLICATION_INTERVAL_SECONDS * 1000 - now) / 1000));
}

/**
 * A full name as the form sends it and firestore.rules accept it: 2–200 UTF-16 units (what both
 * `length` and the rules' `size()` count), a character that shows something at either end, and in
 * between nothing that shows nothing (model/showsNothing.ts) but the ordinary space: no tab, newline,
 * ESC, no-break or zero-width space, bidi override, variation selector, Braille blank or Hangul filler.
 * The rules get the same pattern: scripts/firestoreRules.mjs writes fullNamePattern('rules') into them.
 */
export const FULL_NAME_LENGTH = { min: 2, max: 200 } as const;

/**
 * The name's pattern for JavaScript (`u` flag, Unicode properties) or for the rules (RE2: the same
 * class as \x{…} ranges). ASCII only, without quotes, so it can stand in a rules string literal.
 */
export function fullNamePattern(flavour: 'js' | 'rules'): string {
  const { end, inner } = flavour === 'js' ? jsClasses() : rulesClasses();
  return `${end}(${inner}*${end})?`;
}

const jsClasses = () => ({ end: `[^${SHOWS_NOTHING_CLASS}]`, inner: `(?:[^${SHOWS_NOTHING_CLASS}]|\\x20)` });

function rulesClasses() {
  const hex = (cp: number) => `\\x{${cp.toString(16)}}`;
  const spell = (list: readonly (readonly [number, number])[]) =>
    list.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`)).join('');
  const all = showsNothingRanges();
  // The same ranges with the ordinary space taken out (it lies within [0x00, 0x20], the controls and space).
  const withoutSpace = all.flatMap(([from, to]): [number, number][] =>
    from <= 0x20 && 0x20 <= to
      ? (
          [
            [from, 0x1f],
            [0x21, to],
          ] as [number, number][]
        ).filter(([a, b]) => a <= b)
      : [[from, to]],
  );
  return { end: `[^${spell(all)}]`, inner: `[^${spell(withoutSpace)}]` };
}

const FULL_NAME = new RegExp(`^(?:${fullNamePattern('js')})$`, 'u');

/** What is wrong with a full name as it would be stored (already trimmed), or null. */
export function fullNameProblem(name: string): 'tooShort' | 'tooLong' | 'invisible' | null {
  if (name.length < FULL_NAME_LENGTH.min) return 'tooShort';
  if (name.length > FULL_NAME_LENGTH.max) return 'tooLong';
  return FULL_NAME.test(name) ? null : 'invisible';
}
