import type { AttendanceStatus } from './attendanceFirestore';

/** The visitor's answer; null when there is none (or it was withdrawn). */
export type Answer = AttendanceStatus | null;

/** An answer not yet confirmed by the server survives a reload here (removed once saved). */
const PENDING_PREFIX = 'sentrum:attendance-pending:';

export function rememberPending(occurrenceId: string, wish: Answer | undefined) {
  try {
    if (wish === undefined) localStorage.removeItem(PENDING_PREFIX + occurrenceId);
    else localStorage.setItem(PENDING_PREFIX + occurrenceId, wish ?? 'trukket');
  } catch {
    /* storage unavailable (private mode): the answer is still kept in memory */
  }
}

export function readPending(occurrenceId: string): Answer | undefined {
  try {
    const value = localStorage.getItem(PENDING_PREFIX + occurrenceId);
    return value === 'kommer' || value === 'kanskje' ? value : value === 'trukket' ? null : undefined;
  } catch {
    return undefined;
  }
}
