/** An event ends after it starts (a multi-day event may span several dates). */
export function endProblem(start: Date, end: Date): string | null {
  return end > start ? null : 'Slutt må være etter start.';
}
