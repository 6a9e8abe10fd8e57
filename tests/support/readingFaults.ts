/**
 * What makes a page hard to read though nothing is broken: empty bands (a box that paints nothing
 * yet takes more than a line's height: an empty message paragraph, a place kept for buttons that
 * never come) and lines of body text longer than the reading measure (docs/design.md: 65ch, about
 * 65 characters). Measured in the browser; used by visibleFaults.ts.
 */

/**
 * Letters and signs (spaces not counted) a line of body text may hold: the 65ch measure gives
 * about 63–67 in the body font; a line of narrow letters a few more.
 */
export const LONGEST_LINE = 72;

/** Runs in the page: the empty bands and the over-long lines of the open page, described. */
export function readingFaults(longestLine: number): string[] {
  const faults: string[] = [];
  const describe = (e: Element) =>
    `${e.tagName.toLowerCase()}${typeof e.className === 'string' && e.className.trim() ? `.${e.className.trim().split(/\s+/).join('.')}` : ''}`;
  const body = getComputedStyle(document.body);
  const lineHeight = parseFloat(body.lineHeight) || 1.6 * parseFloat(body.fontSize);

  // 1. Empty bands: the outermost box in flow that paints nothing (no text, picture, control,
  // background, border, shadow or generated content, nor anything inside that does) and, with its
  // margin and its container's gap, takes more than a line.
  const painted = new Map<Element, boolean>();
  const paints = (e: Element): boolean => {
    const known = painted.get(e);
    if (known !== undefined) return known;
    const s = getComputedStyle(e);
    const shown = e.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const own =
      shown &&
      (e.matches('img, svg, video, canvas, iframe, input, select, textarea, button, hr, object') ||
        s.backgroundImage !== 'none' ||
        !/^(transparent|rgba\(.*,\s*0\))$/.test(s.backgroundColor) ||
        ['Top', 'Right', 'Bottom', 'Left'].some((side) => parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0) ||
        s.boxShadow !== 'none' ||
        ['::before', '::after'].some((p) => !['none', 'normal', '""'].includes(getComputedStyle(e, p).content)) ||
        [...e.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent!.trim() !== ''));
    const result = own || [...e.children].some(paints);
    painted.set(e, result);
    return result;
  };
  for (const e of document.querySelectorAll('main *')) {
    if (!e.checkVisibility() || e.closest('.visually-hidden, [hidden]')) continue;
    // A place kept on purpose for a control that comes with an answer, so that nothing moves then.
    if (e.closest('.attendance-unused')) continue;
    const s = getComputedStyle(e);
    if (['absolute', 'fixed'].includes(s.position) || s.display === 'contents' || s.display.startsWith('inline')) continue;
    if (paints(e) || (e.parentElement && !paints(e.parentElement))) continue;
    const parent = e.parentElement ? getComputedStyle(e.parentElement) : null;
    const gap = parent && /flex|grid/.test(parent.display) ? parseFloat(parent.rowGap) || 0 : 0;
    const takes = e.getBoundingClientRect().height + Math.max(parseFloat(s.marginTop), parseFloat(s.marginBottom), 0) + gap;
    if (e.getBoundingClientRect().height >= 1 && takes > lineHeight)
      faults.push(`tomt felt på ${Math.round(takes)} px (mer enn en linje): ${describe(e)} etter «${textBefore(e)}»`);
  }

  // 2. Lines of body text longer than the measure, counted character by character per line (as a
  // reader counts a line's length: its letters and signs, not the spaces between words).
  const blocks = 'p, li, dd, blockquote, figcaption, address';
  const perLine = new Map<string, { count: number; block: Element }>();
  const blockIds = new Map<Element, number>();
  const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    const block = n.parentElement?.closest(blocks);
    if (!block || !n.data.trim() || !n.parentElement!.checkVisibility() || n.parentElement!.closest('.visually-hidden, code, pre'))
      continue;
    if (!blockIds.has(block)) blockIds.set(block, blockIds.size);
    for (let i = 0; i < n.data.length; i++) {
      if (n.data[i] === '\u00ad' || /\s/.test(n.data[i])) continue;
      range.setStart(n, i);
      range.setEnd(n, i + 1);
      const rect = [...range.getClientRects()].filter((r) => r.width > 0).at(-1);
      if (!rect) continue;
      const key = `${blockIds.get(block)}:${Math.round(rect.top + scrollY)}`;
      const line = perLine.get(key) ?? { count: 0, block };
      line.count += 1;
      perLine.set(key, line);
    }
  }
  const tooLong = new Map<Element, number>();
  for (const { count, block } of perLine.values()) if (count > longestLine) tooLong.set(block, Math.max(count, tooLong.get(block) ?? 0));
  for (const [block, count] of tooLong)
    faults.push(
      `${describe(block)} «${(block.textContent ?? '').trim().slice(0, 40)}» har ${count} tegn (uten mellomrom) på en linje (høyst ${longestLine})`,
    );
  return faults;

  /** The last words painted before an element, to find it by. */
  function textBefore(e: Element): string {
    for (let a: Element | null = e; a; a = a.previousElementSibling ?? a.parentElement) {
      const text = (a === e ? '' : (a.textContent ?? '')).replace(/\s+/g, ' ').trim();
      if (text) return text.slice(-30);
    }
    return '';
  }
}
