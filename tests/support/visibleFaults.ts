/**
 * What a sighted visitor sees as broken on the open page and axe cannot: text that something else
 * paints over, text running out of its box or into other text, a word broken where no hyphen shows,
 * text under WCAG contrast (1.4.3: 4.5:1, large text 3:1), focus rings cut off by a clipping
 * ancestor (2.4.7), and empty bands and over-long lines (./readingFaults.ts). Geometry is measured in the browser; contrast is computed here by colorjs.io, as
 * tests/unit/styles/tokens.test.ts and tests/support/focusStop.ts do.
 */
import type { Page } from '@playwright/test';
import Color from 'colorjs.io';
import { LONGEST_LINE, readingFaults } from './readingFaults';

interface TextSample {
  text: string;
  color: string;
  /** Background colours from the page root down to the text's element. */
  backgrounds: string[];
  large: boolean;
}

interface Measured {
  faults: string[];
  samples: TextSample[];
}

/** Runs in the page: every fault found by geometry, and each visible text's colours for contrast. */
function measure(): Measured {
  const faults: string[] = [];
  const samples: TextSample[] = [];
  const quote = (s: string) =>
    `«${s
      .replace(/\u00ad/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40)}»`;
  const describe = (e: Element) =>
    `${e.tagName.toLowerCase()}${typeof e.className === 'string' && e.className.trim() ? `.${e.className.trim().split(/\s+/).join('.')}` : ''}`;
  const transparent = (css: string) => /^rgba\(.*,\s*0\)$/.test(css) || css === 'transparent';
  const isInline = (e: Element) => getComputedStyle(e).display === 'inline' || getComputedStyle(e).display === 'contents';
  const blockOf = (e: Element): Element => {
    let b = e;
    while (b.parentElement && isInline(b)) b = b.parentElement;
    return b;
  };

  // What stays on screen while the page scrolls (the cookie banner) lies over the page by design.
  const fixed = (e: Element | null): boolean => {
    for (let a = e; a; a = a.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(a).position)) return true;
    return false;
  };

  // Visible text nodes and their line boxes (document coordinates).
  type Line = { node: number; fixed: boolean; left: number; right: number; top: number; bottom: number };
  const nodes: Text[] = [];
  const lines: Line[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    const parent = n.parentElement;
    if (!parent || !n.data.trim() || parent.closest('script, style, noscript, template, .visually-hidden, [hidden]')) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const rects = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
    if (rects.length === 0) continue;
    const index = nodes.push(n) - 1;
    const onTop = fixed(parent);
    for (const r of rects)
      lines.push({
        node: index,
        fixed: onTop,
        left: r.left + scrollX,
        right: r.right + scrollX,
        top: r.top + scrollY,
        bottom: r.bottom + scrollY,
      });
  }

  // 1. Painted over: at nine points of each line box the topmost element is the text's own, or paints nothing there.
  const paintsAt = (e: Element, x: number, y: number): boolean => {
    if (e instanceof HTMLImageElement || e instanceof SVGElement || e instanceof HTMLVideoElement || e instanceof HTMLCanvasElement)
      return true;
    const s = getComputedStyle(e);
    if (s.backgroundImage !== 'none' || !transparent(s.backgroundColor)) return true;
    for (const child of e.childNodes) {
      if (child.nodeType !== Node.TEXT_NODE || !child.textContent!.trim()) continue;
      const r = document.createRange();
      r.selectNodeContents(child);
      for (const rect of r.getClientRects()) if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return true;
    }
    return false;
  };
  const height = document.documentElement.scrollHeight;
  for (let top = 0; top < height; top += innerHeight) {
    scrollTo(0, top);
    const shownTop = scrollY;
    for (const line of lines) {
      const own = nodes[line.node].parentElement!;
      const [w, h] = [line.right - line.left, line.bottom - line.top];
      for (const fx of [0.1, 0.5, 0.9]) {
        for (const fy of [0.3, 0.5, 0.7]) {
          const [x, y] = [line.left + fx * w - scrollX, line.top + fy * h - shownTop];
          if (y < 0 || y >= innerHeight || x < 0 || x >= innerWidth) continue;
          const hit = document.elementFromPoint(x, y);
          if (!hit || hit === own || own.contains(hit) || hit.contains(own) || (fixed(hit) && !line.fixed)) continue;
          if (paintsAt(hit, x, y)) faults.push(`${quote(nodes[line.node].data)} er dekket av ${describe(hit)}`);
        }
      }
    }
  }
  scrollTo(0, 0);

  // 2. Text running into other text (the same line, overlapping sideways).
  for (let i = 0; i < lines.length; i++) {
    for (let j = i + 1; j < lines.length; j++) {
      const [a, b] = [lines[i], lines[j]];
      if (a.node === b.node || a.fixed !== b.fixed) continue;
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (across > 2 && down > 0.5 * Math.min(a.bottom - a.top, b.bottom - b.top)) {
        faults.push(`${quote(nodes[a.node].data)} skrives inn i ${quote(nodes[b.node].data)}`);
      }
    }
  }

  // 3. Text outside its box (the nearest element that is not inline).
  for (const line of lines) {
    const box = blockOf(nodes[line.node].parentElement!).getBoundingClientRect();
    if (line.left < box.left + scrollX - 1.5 || line.right > box.right + scrollX + 1.5) {
      faults.push(
        `${quote(nodes[line.node].data)} går ut av boksen sin (${Math.round(line.right - line.left)} px i ${Math.round(box.width)} px)`,
      );
    }
  }

  // 4. Words broken across lines where no hyphen shows (a soft hyphen shows one when it breaks); an
  // address, e-mail or URL only after «/», «.», «@» or «-» (BreakableAddress puts its <wbr>s there).
  const breaksAfter = /[-\u00ad\u2010\u2013\u2014/:]/;
  const addressBreaksAfter = /[/.@-]/;
  const isAddress = (word: string, n: Text) =>
    /@|\/\/|\p{L}\/\p{L}|\p{L}\.\p{L}{2,}/u.test(word) || n.parentElement!.closest('code, a[href^="mailto:"]') !== null;
  for (const [index, n] of nodes.entries()) {
    if (new Set(lines.filter((l) => l.node === index).map((l) => Math.round(l.top))).size < 2) continue;
    if (n.parentElement!.closest('a[href^="tel:"]')) continue;
    const range = document.createRange();
    let previous = -1;
    let previousTop = Number.NaN;
    for (let i = 0; i < n.data.length; i++) {
      const ch = n.data[i];
      if (/\s/.test(ch)) {
        previous = -1;
        continue;
      }
      if (ch === '\u00ad') {
        previous = i;
        continue;
      }
      range.setStart(n, i);
      range.setEnd(n, i + 1);
      // A character just after a break may also report an empty box at the end of the line before.
      const rect = [...range.getClientRects()].filter((r) => r.width > 0).at(-1);
      if (!rect) continue;
      if (previous >= 0 && rect.top > previousTop + 2) {
        const word = /\S*$/.exec(n.data.slice(0, i))![0] + /^\S*/.exec(n.data.slice(i))![0];
        const cut = `${quote(n.data.slice(i - /\S*$/.exec(n.data.slice(0, i))![0].length, i))}|…`;
        if (isAddress(word, n)) {
          if (!addressBreaksAfter.test(n.data[i - 1])) faults.push(`adressen ${quote(word)} er delt midt i et ord: ${cut}`);
        } else if (!breaksAfter.test(n.data[i - 1])) faults.push(`ordet ${quote(word)} er delt uten bindestrek: ${cut}`);
      }
      previous = i;
      previousTop = rect.top;
    }
  }

  // 5. Colours of each visible text, for contrast (computed outside the page).
  const seen = new Set<Element>();
  for (const n of nodes) {
    const e = n.parentElement!;
    if (seen.has(e) || e.closest(':disabled')) continue;
    seen.add(e);
    const backgrounds: string[] = [];
    let overImage = false;
    for (let a: Element | null = e; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.backgroundImage !== 'none') overImage = true;
      backgrounds.unshift(s.backgroundColor);
    }
    if (overImage) continue;
    const s = getComputedStyle(e);
    const size = parseFloat(s.fontSize);
    samples.push({
      text: quote(e.textContent ?? ''),
      color: s.color,
      backgrounds,
      large: size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700),
    });
  }

  // 6. Focus rings cut off by an ancestor that clips (overflow other than visible).
  const focusables = document.querySelectorAll<HTMLElement>(
    'a[href], button, summary, input, textarea, select, [tabindex]:not([tabindex="-1"])',
  );
  for (const el of focusables) {
    if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[hidden], .visually-hidden') || (el as HTMLButtonElement).disabled)
      continue;
    el.focus({ preventScroll: true });
    if (document.activeElement !== el) continue;
    let ringOn: Element | null = el;
    for (let depth = 0; ringOn && depth < 4; depth++, ringOn = ringOn.parentElement) {
      const s = getComputedStyle(ringOn);
      if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) break;
    }
    if (!ringOn) continue;
    const s = getComputedStyle(ringOn);
    const grow = parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset);
    const b = ringOn.getBoundingClientRect();
    const ring = { left: b.left - grow, right: b.right + grow, top: b.top - grow, bottom: b.bottom + grow };
    for (let a = ringOn.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      const as = getComputedStyle(a);
      if (as.overflowX === 'visible' && as.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      const [bl, bt] = [parseFloat(as.borderLeftWidth), parseFloat(as.borderTopWidth)];
      const clip = { left: c.left + bl, top: c.top + bt, right: c.left + bl + a.clientWidth, bottom: c.top + bt + a.clientHeight };
      if (ring.left < clip.left - 0.5 || ring.right > clip.right + 0.5 || ring.top < clip.top - 0.5 || ring.bottom > clip.bottom + 0.5) {
        faults.push(`fokusrammen på ${describe(el)} ${quote(el.textContent ?? '')} klippes av ${describe(a)}`);
        break;
      }
    }
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return { faults: [...new Set(faults)], samples };
}

/** sRGB coordinates and alpha of a CSS colour. */
function rgba(css: string): [number, number, number, number] {
  const c = new Color(css).to('srgb');
  const [r, g, b] = c.coords.map((v) => Number(v ?? 0));
  return [r, g, b, Number(c.alpha ?? 1)];
}

/** The colour seen where `top` lies over `under` (source-over). */
function over(top: string, under: [number, number, number]): [number, number, number] {
  const [r, g, b, a] = rgba(top);
  return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a)];
}

/** The colour seen through a stack of backgrounds, from the page root down: the page itself sits on white (the canvas). */
export function seenThrough(backgrounds: string[]): [number, number, number] {
  return backgrounds.reduce<[number, number, number]>((under, bg) => over(bg, under), [1, 1, 1]);
}

/** WCAG 2.1 contrast of `top` (a CSS colour, maybe translucent) laid over `behind`, or of two seen colours. */
export function contrastOver(top: string | [number, number, number], behind: [number, number, number]): number {
  const seen = typeof top === 'string' ? over(top, behind) : top;
  return new Color('srgb', seen).contrast(new Color('srgb', behind), 'WCAG21');
}

function contrastFaults(samples: TextSample[]): string[] {
  const found: string[] = [];
  for (const sample of samples) {
    const behind = seenThrough(sample.backgrounds);
    const ratio = contrastOver(sample.color, behind);
    const needed = sample.large ? 3 : 4.5;
    if (ratio < needed) found.push(`${sample.text} har kontrast ${ratio.toFixed(2)}:1 (krav ${needed}:1)`);
  }
  return [...new Set(found)];
}

/** Everything a visitor would see as broken on the open page (empty when none). */
export async function visibleFaults(page: Page): Promise<string[]> {
  const { faults, samples } = await page.evaluate(measure);
  return [...faults, ...(await page.evaluate(readingFaults, LONGEST_LINE)), ...contrastFaults(samples)];
}
