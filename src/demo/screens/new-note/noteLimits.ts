/** A note's length limit (also in firestore.rules) and the counter's warning levels. */
export const NOTE_MAX_LENGTH = 512;

export type CounterLevel = 'ok' | 'warn' | 'danger';

/** Above 80 % of the limit: warn; above 90 %: danger. */
export function counterLevel(length: number, max = NOTE_MAX_LENGTH): CounterLevel {
  if (length > max * 0.9) return 'danger';
  if (length > max * 0.8) return 'warn';
  return 'ok';
}
