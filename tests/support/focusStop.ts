/**
 * What a keyboard user sees at one focus stop: which element has focus, whether a real focus
 * indicator is drawn (an outline of at least 2 px with at least 3:1 contrast against the background
 * it is drawn on) and whether a fixed or sticky element covers it (WCAG 2.4.7, 1.4.11, 2.4.11).
 */
import { expect, type Page } from '@playwright/test';
import Color from 'colorjs.io';

interface FocusStop {
  name: string;
  atBody: boolean;
  /** Width and contrast of the ring on the focused element or the ancestor drawing it for it (a card). */
  ringWidth: number;
  ringContrast: number;
  /** Points of the focused element (edge midpoints and centre) where something else is on top. */
  covered: string[];
}

/** WCAG contrast of the ring against the first (mostly) opaque background behind it. */
function ringContrast(ring: string, backgrounds: string[]): number {
  const behind = backgrounds.map((css) => new Color(css)).find((c) => c.alpha.valueOf() > 0.5) ?? new Color('white');
  return new Color(ring).contrast(behind, 'WCAG21');
}

async function focusStop(page: Page): Promise<FocusStop> {
  const { ring, backgrounds, ...stop } = await page.evaluate(() => {
    const describe = (e: Element | null) =>
      e
        ? `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/).join('.')}` : ''}`
        : 'nothing';
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { name: '<body>', atBody: true, ringWidth: 0, ring: 'transparent', backgrounds: [], covered: [] };

    // The ring is on the element, or (a whole card as the link's target) on a close ancestor.
    let ringOn: HTMLElement | null = el;
    for (let depth = 0; ringOn && depth < 4; depth++, ringOn = ringOn.parentElement) {
      const s = getComputedStyle(ringOn);
      if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) break;
    }
    const ringWidth = ringOn ? parseFloat(getComputedStyle(ringOn).outlineWidth) : 0;
    const ring = ringOn ? getComputedStyle(ringOn).outlineColor : 'transparent';
    // What the ring is drawn on: the backgrounds from its parent up to the page (the first opaque one counts).
    const backgrounds: string[] = [];
    for (let e = ringOn?.parentElement ?? null; e; e = e.parentElement) backgrounds.push(getComputedStyle(e).backgroundColor);

    // A link wrapped over two lines: its first line box. Only the part inside the viewport counts.
    const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
    // Edge midpoints 2 px in (corners may be rounded off, where the parent is hit) and the centre.
    const [left, right] = [Math.max(box.left, 0) + 2, Math.min(box.right, innerWidth) - 2];
    const [top, bottom] = [Math.max(box.top, 0) + 2, Math.min(box.bottom, innerHeight) - 2];
    const covered: string[] = [];
    if (right <= left || bottom <= top) covered.push('outside the viewport');
    else {
      const [x, y] = [(left + right) / 2, (top + bottom) / 2];
      const points: [string, number, number][] = [
        ['top', x, top],
        ['right', right, y],
        ['bottom', x, bottom],
        ['left', left, y],
        ['centre', x, y],
      ];
      for (const [where, px, py] of points) {
        const hit = document.elementFromPoint(px, py);
        if (!(hit && (hit === el || el.contains(hit)))) covered.push(`${where}: ${describe(hit)}`);
      }
    }
    return {
      name: `${describe(el)} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}»`,
      atBody: false,
      ringWidth,
      ring,
      backgrounds,
      covered,
    };
  });
  return { ...stop, ringContrast: stop.atBody ? 0 : ringContrast(ring, backgrounds) };
}

/** Focus is on an element (not <body>), visibly ringed and not covered. */
export async function expectVisibleFocus(page: Page, where: string): Promise<FocusStop> {
  const stop = await focusStop(page);
  expect(stop.atBody, `${where}: fokus falt til <body>`).toBe(false);
  expect(stop.ringWidth, `${where}: fokusrammen på ${stop.name} er under 2 px`).toBeGreaterThanOrEqual(2);
  expect(stop.ringContrast, `${where}: fokusrammen på ${stop.name} har kontrast ${stop.ringContrast.toFixed(2)}:1`).toBeGreaterThanOrEqual(
    3,
  );
  expect(stop.covered, `${where}: ${stop.name} er dekket`).toEqual([]);
  return stop;
}
