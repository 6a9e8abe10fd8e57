import { useCallback, useRef } from 'react';
import { attendanceApi } from './attendanceApi';
import type { Wish } from './attendanceFirestore';
import { forgetPending, readPending, rememberPending, type Answer } from './pendingAnswer';
import type { Retry } from './useRetry';

interface SaveEvents {
  /**
   * A click reached the server: `held` is what the server then holds (the click itself, or a newer one
   * from another tab); `latest` is false when a newer click of this tab is already on its way.
   */
  settled: (held: Wish, sent: Wish, latest: boolean) => void;
  /** Nothing is waiting any more. */
  allSaved: () => Promise<void>;
  /** The save failed; the click is kept and sent again later. */
  failed: (error: unknown) => void;
}

/** Click times never behind any time this tab has seen (its own or the server's), even with a clock behind. */
function useClickTimes() {
  const newest = useRef(0);
  /** Notes a click time this tab has seen, so its next click is later. */
  const seen = useCallback((clickedAt: number) => {
    newest.current = Math.max(newest.current, clickedAt);
  }, []);
  const nextClick = useCallback(() => {
    newest.current = Math.max(Date.now(), newest.current + 1);
    return newest.current;
  }, []);
  return { seen, nextClick };
}

/**
 * The latest click is kept until the server has it (and across a reload). Only one save is in
 * flight at a time; the newest click wins, also across tabs: each click carries its time, never
 * behind any click this tab has seen (its own or the server's), and the server keeps the newest.
 * A failed save is retried with back-off.
 */
export function useSaveQueue(occurrenceId: string, retry: Retry, { settled, allSaved, failed }: SaveEvents) {
  const wish = useRef<Wish | undefined>(undefined);
  const busy = useRef(false);
  const { seen, nextClick } = useClickTimes();

  const flush = useCallback(async () => {
    if (busy.current || wish.current === undefined) return;
    busy.current = true;
    retry.cancel('send');
    try {
      while (wish.current !== undefined) {
        const target: Wish = wish.current;
        const held = await (await attendanceApi()).saveAnswer(occurrenceId, target);
        seen(held.clickedAt);
        const latest = wish.current === target;
        if (latest) {
          wish.current = undefined;
          forgetPending(occurrenceId, target);
        }
        settled(held, target, latest);
      }
      retry.reset();
      busy.current = false;
      await allSaved();
    } catch (error) {
      busy.current = false;
      failed(error);
      retry.later('send', () => void flush());
    }
  }, [occurrenceId, retry, seen, settled, allSaved, failed]);

  /** Sends the visitor's newest click, remembered until the server has it. */
  const want = useCallback(
    (next: Answer) => {
      const click = { status: next, clickedAt: nextClick() };
      wish.current = click;
      rememberPending(occurrenceId, click);
      void flush();
    },
    [occurrenceId, nextClick, flush],
  );

  /** Sends a click left from before a reload, if any, and returns its answer. */
  const resumePending = useCallback((): Answer | undefined => {
    const pending = readPending(occurrenceId);
    if (pending === undefined) return undefined;
    seen(pending.clickedAt);
    wish.current = pending;
    void flush();
    return pending.status;
  }, [occurrenceId, seen, flush]);

  const waiting = useCallback(() => wish.current !== undefined, []);
  return { flush, want, resumePending, waiting, seen };
}
