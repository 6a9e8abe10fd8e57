import { useState } from 'react';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** Loading and sending retry on their own timers, so neither cancels the other's retry. */
type RetryTimer = 'load' | 'send';

export interface Retry {
  /** Runs `run` after the current delay, which then doubles (at most 30 s). */
  later(timer: RetryTimer, run: () => void): void;
  cancel(timer: RetryTimer): void;
  /** Back to the first delay (after a success, or when the browser comes back online). */
  reset(): void;
}

/** Back-off shared by the island's loading and sending; the same object on every render. */
export function useRetry(): Retry {
  const [retry] = useState<Retry>(() => {
    let delay = FIRST_DELAY_MS;
    const timers: Partial<Record<RetryTimer, number>> = {};
    return {
      later(timer, run) {
        window.clearTimeout(timers[timer]);
        timers[timer] = window.setTimeout(run, delay);
        delay = Math.min(delay * 2, MAX_DELAY_MS);
      },
      cancel: (timer) => window.clearTimeout(timers[timer]),
      reset: () => {
        delay = FIRST_DELAY_MS;
      },
    };
  });
  return retry;
}
