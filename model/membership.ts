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
 * `length` and the rules' `size()` count), no space at either end, and none of the characters below
 * anywhere. They are the ones a visitor cannot see or type in a one-line field: control characters
 * (tab, newline, NUL, ESC), every space but the ordinary one (no-break, ideographic …), line and
 * paragraph separators, invisible format characters (zero-width spaces and joiners, bidi overrides
 * and isolates, soft hyphen, byte order mark, tags) and the blank Hangul fillers.
 * The rules get the same pattern: scripts/firestoreRules.mjs writes fullNamePattern('rules') into them.
 */
export const FULL_NAME_LENGTH = { min: 2, max: 200 } as const;

/** Code point ranges (inclusive) a full name may not hold. */
const NAME_FORBIDDEN: readonly (readonly [number, number])[] = [
  [0x0000, 0x001f], // C0 controls: NUL, tab, newline, ESC …
  [0x007f, 0x009f], // DEL and C1 controls
  [0x00a0, 0x00a0], // no-break space
  [0x00ad, 0x00ad], // soft hyphen
  [0x0600, 0x0605], // Arabic number signs (format)
  [0x061c, 0x061c], // Arabic letter mark
  [0x06dd, 0x06dd],
  [0x070f, 0x070f],
  [0x0890, 0x0891],
  [0x08e2, 0x08e2],
  [0x115f, 0x1160], // Hangul fillers (blank)
  [0x1680, 0x1680], // Ogham space
  [0x180e, 0x180e], // Mongolian vowel separator
  [0x2000, 0x200f], // en/em/thin … spaces, zero-width space/joiners, LRM, RLM
  [0x2028, 0x202f], // line/paragraph separators, bidi embeddings and overrides, narrow no-break space
  [0x205f, 0x206f], // medium space, word joiner, invisible operators, bidi isolates
  [0x3000, 0x3000], // ideographic space
  [0x3164, 0x3164], // Hangul filler
  [0xfeff, 0xfeff], // byte order mark
  [0xffa0, 0xffa0], // halfwidth Hangul filler
  [0xfff9, 0xfffb], // interlinear annotation
  [0x110bd, 0x110bd],
  [0x110cd, 0x110cd],
  [0x13430, 0x1343f],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe007f], // tags
];

/**
 * The name's pattern for JavaScript (`u` flag: \u{…}) or for the rules (RE2: \x{…}); both read code
 * points. ASCII only, without quotes, so it can stand in a rules string literal.
 */
export function fullNamePattern(flavour: 'js' | 'rules'): string {
  const hex = (cp: number) => (flavour === 'js' ? `\\u{${cp.toString(16)}}` : `\\x{${cp.toString(16)}}`);
  const forbidden = NAME_FORBIDDEN.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`)).join('');
  const inner = `[^${forbidden}]`;
  const end = `[^${forbidden}${hex(0x20)}]`;
  return `${end}(${inner}*${end})?`;
}

const FULL_NAME = new RegExp(`^(?:${fullNamePattern('js')})$`, 'u');

/** What is wrong with a full name as it would be stored (already trimmed), or null. */
export function fullNameProblem(name: string): 'tooShort' | 'tooLong' | 'invisible' | null {
  if (name.length < FULL_NAME_LENGTH.min) return 'tooShort';
  if (name.length > FULL_NAME_LENGTH.max) return 'tooLong';
  return FULL_NAME.test(name) ? null : 'invisible';
}
