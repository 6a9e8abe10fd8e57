import { useNow } from '../../ui/useNow';
import { secondsLeft } from './board';

/** Whole seconds left before the user may place again, kept current; `now` for other live times. */
export function useCooldown(placedAt: Date | null): { wait: number; now: number } {
  const now = useNow(250);
  return { wait: secondsLeft(placedAt, now), now };
}
