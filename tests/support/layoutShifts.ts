/** Layout shifts in the page so far, as CLS counts them (not right after input), each with what moved. */
import type { Page } from '@playwright/test';

export const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Shift = {
          value: number;
          hadRecentInput: boolean;
          startTime: number;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const describe = (node: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} «${node.textContent?.trim().slice(0, 40)}»`
            : `${node?.nodeName} «${node?.textContent?.trim().slice(0, 40)}»`;
        const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        const shifts: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[])
            if (!entry.hadRecentInput)
              shifts.push(
                `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ` +
                  entry.sources.map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`).join('; '),
              );
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback.
        setTimeout(() => resolve(shifts), 100);
      }),
  );
