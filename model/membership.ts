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
