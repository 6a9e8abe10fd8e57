/**
 * Preloading a screen's chunk when its link is hovered or focused: each route once, at most
 * MAX_PARALLEL_PRELOADS at a time (the rest wait their turn). A failed preload may be tried again;
 * opening the screen loads it anyway.
 */
export const MAX_PARALLEL_PRELOADS = 5;

export function createPreloader(limit = MAX_PARALLEL_PRELOADS) {
  const asked = new Set<string>();
  const waiting: Array<() => Promise<unknown>> = [];
  let running = 0;

  function next() {
    while (running < limit && waiting.length) {
      const job = waiting.shift()!;
      running++;
      void job().finally(() => {
        running--;
        next();
      });
    }
  }

  return function preload(key: string, load: () => Promise<unknown>) {
    if (asked.has(key)) return;
    asked.add(key);
    waiting.push(() => load().catch(() => asked.delete(key)));
    next();
  };
}
