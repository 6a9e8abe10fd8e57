import { useCallback, useRef } from 'react';
import { attendanceApi } from './attendanceApi';
import { readPending, rememberPending, type Answer } from './pendingAnswer';
import type { Retry } from './useRetry';

interface SaveEvents {
  /** One wish reached the server. */
  saved: (target: Answer) => void;
  /** Nothing is waiting any more. */
  allSaved: () => Promise<void>;
  /** The network failed; the wish is kept and sent again later. */
  failed: () => void;
}

/**
 * The latest wish is kept until the server has it (and across a reload). Only one save is in
 * flight at a time; the newest wish wins. A failed save is retried with back-off.
 */
export function useSaveQueue(occurrenceId: string, retry: Retry, { saved, allSaved, failed }: SaveEvents) {
  const wish = useRef<Answer | undefined>(undefined);
  const busy = useRef(false);

  const flush = useCallback(async () => {
    if (busy.current || wish.current === undefined) return;
    busy.current = true;
    retry.cancel('send');
    try {
      while (wish.current !== undefined) {
        const target: Answer = wish.current;
        await (await attendanceApi()).saveAnswer(occurrenceId, target);
        if (wish.current === target) {
          wish.current = undefined;
          rememberPending(occurrenceId, undefined);
        }
        saved(target);
      }
      retry.reset();
      busy.current = false;
      await allSaved();
    } catch {
      busy.current = false;
      failed();
      retry.later('send', () => void flush());
    }
  }, [occurrenceId, retry, saved, allSaved, failed]);

  /** Sends the visitor's newest wish, remembered until the server has it. */
  const want = useCallback(
    (next: Answer) => {
      wish.current = next;
      rememberPending(occurrenceId, next);
      void flush();
    },
    [occurrenceId, flush],
  );

  /** Sends a wish left from before a reload, if any, and returns it. */
  const resumePending = useCallback((): Answer | undefined => {
    const pending = readPending(occurrenceId);
    if (pending !== undefined) {
      wish.current = pending;
      void flush();
    }
    return pending;
  }, [occurrenceId, flush]);

  const waiting = useCallback(() => wish.current !== undefined, []);
  return { flush, want, resumePending, waiting };
}
