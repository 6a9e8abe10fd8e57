/**
 * What a screen reader lists on a page (its landmarks, headings and links), read from Playwright's
 * ARIA snapshot of <body>: the names are computed by the accessible-name rules, hidden parts are left
 * out, and the order is the reading order.
 */
import type { Page } from '@playwright/test';
import { parse } from 'yaml';

/** The roles a screen reader offers as landmarks (a <section> is one only when it has a name: region). */
const LANDMARKS = new Set(['banner', 'navigation', 'main', 'contentinfo', 'region', 'complementary', 'search', 'form']);

export interface ScreenReaderOutline {
  /** «role» or «role "name"», in reading order. */
  landmarks: string[];
  headings: { level: number; name: string }[];
  links: { name: string; url: string }[];
}

/** One snapshot node: `role "name" [level=2]` as a key (with children or text) or a bare string. */
type SnapshotNode = string | Record<string, unknown>;

function parseKey(key: string): { role: string; name: string; level?: number } {
  const match = /^(\S+)(?: ("(?:[^"\\]|\\.)*"))?(?: \[(.*)\])?$/.exec(key);
  if (!match) return { role: key, name: '' };
  const level = /level=(\d+)/.exec(match[3] ?? '');
  return { role: match[1], name: match[2] ? (JSON.parse(match[2]) as string) : '', level: level ? Number(level[1]) : undefined };
}

export async function screenReaderOutline(page: Page): Promise<ScreenReaderOutline> {
  const outline: ScreenReaderOutline = { landmarks: [], headings: [], links: [] };
  const visit = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as SnapshotNode[]) {
      const [key, children] = typeof node === 'string' ? [node, undefined] : Object.entries(node)[0];
      const { role, name, level } = parseKey(key);
      if (LANDMARKS.has(role)) outline.landmarks.push(name ? `${role} "${name}"` : role);
      if (role === 'heading' && level !== undefined) outline.headings.push({ level, name });
      if (role === 'link') {
        const url = Array.isArray(children) ? (children as SnapshotNode[]).find((c) => typeof c === 'object' && '/url' in c) : undefined;
        outline.links.push({ name, url: url && typeof url === 'object' ? String(url['/url']) : '' });
      }
      visit(children);
    }
  };
  visit(parse(await page.locator('body').ariaSnapshot()));
  return outline;
}

/** Each heading that goes more than one level deeper than the one before it («h2 → h4»). */
export function headingSkips(headings: ScreenReaderOutline['headings']): string[] {
  return headings.slice(1).flatMap((heading, i) => {
    const before = headings[i];
    return heading.level > before.level + 1 ? [`h${before.level} «${before.name}» → h${heading.level} «${heading.name}»`] : [];
  });
}

/** Links that a screen reader's link list shows with the same name but that lead to different places. */
export function ambiguousLinks(links: ScreenReaderOutline['links']): string[] {
  const urls = Map.groupBy(links, (link) => link.name);
  return [...urls].flatMap(([name, same]) => {
    const places = new Set(same.map((link) => link.url));
    return places.size > 1 ? [`«${name}»: ${[...places].join(', ')}`] : [];
  });
}
