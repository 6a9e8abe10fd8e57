/**
 * What a failed load or save means, from the error's code (Firebase errors carry one; a script file
 * that could not be fetched is a plain TypeError). Pure, so the island can tell without loading Firebase.
 */

/**
 * Codes of a server that could not be reached: only these are «Vi får ikke kontakt med serveren».
 * Firestore lite gives `unknown` when fetch itself fails (no HTTP status), `unavailable` for a 503.
 */
const UNREACHABLE = new Set(['unknown', 'unavailable', 'deadline-exceeded', 'auth/network-request-failed', 'auth/timeout']);

/**
 * Codes a transaction gets when another save of the same visitor came between its read and its
 * write (another tab): the document changed (aborted, failed-precondition), was created meanwhile
 * (already-exists), or the rules saw the other save's answer (permission-denied).
 */
const CONTENTION = new Set(['aborted', 'failed-precondition', 'already-exists', 'permission-denied']);

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : undefined;

/** The server could not be reached: no reply at all, or no script to talk to it (a fetch that failed). */
export function isUnreachable(error: unknown): boolean {
  const code = codeOf(error);
  return code === undefined ? error instanceof TypeError : UNREACHABLE.has(code);
}

export function isContention(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && CONTENTION.has(code);
}
