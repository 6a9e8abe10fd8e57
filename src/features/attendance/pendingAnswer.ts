import type { AttendanceStatus, Wish } from './attendanceFirestore';

/** The visitor's answer; null when there is none (or it was withdrawn). */
export type Answer = AttendanceStatus | null;

/**
 * A click not yet confirmed by the server survives a reload here (removed once saved), with its
 * time: «kommer@<ms>», «trukket@<ms>». The visitor's tabs share it, as they share the sign-in.
 */
const PENDING_PREFIX = 'bedehus:attendance-pending:';
const encode = (wish: Wish) => `${wish.status ?? 'trukket'}@${wish.clickedAt}`;

export function rememberPending(occurrenceId: string, wish: Wish) {
  try {
    localStorage.setItem(PENDING_PREFIX + occurrenceId, encode(wish));
  } catch {
    /* storage unavailable (private mode): the answer is still kept in memory */
  }
}

/** Forgets a saved click, unless another tab has stored a newer one meanwhile. */
export function forgetPending(occurrenceId: string, wish: Wish) {
  try {
    if (localStorage.getItem(PENDING_PREFIX + occurrenceId) === encode(wish)) localStorage.removeItem(PENDING_PREFIX + occurrenceId);
  } catch {
    /* storage unavailable: nothing was stored */
  }
}

export function readPending(occurrenceId: string): Wish | undefined {
  let value: string | null;
  try {
    value = localStorage.getItem(PENDING_PREFIX + occurrenceId);
  } catch {
    return undefined;
  }
  const [word, at] = (value ?? '').split('@');
  const status = word === 'kommer' || word === 'kanskje' ? word : word === 'trukket' ? null : undefined;
  if (status === undefined) return undefined;
  // A value stored by the page before click times were kept has none: the click was before now.
  return { status, clickedAt: Number(at) || Date.now() };
}
