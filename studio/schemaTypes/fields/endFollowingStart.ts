/** Slutt follows Start: the new end that keeps the event's length, or null when there is nothing to move. */
export function endFollowingStart(oldStart: string | undefined, oldEnd: string | undefined, newStart: string | undefined): string | null {
  if (!oldStart || !oldEnd || !newStart) return null;
  const [from, to, next] = [Date.parse(oldStart), Date.parse(oldEnd), Date.parse(newStart)];
  if ([from, to, next].some(Number.isNaN) || !(to > from) || next === from) return null;
  return new Date(next + (to - from)).toISOString();
}
