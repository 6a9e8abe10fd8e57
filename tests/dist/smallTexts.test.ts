/** Runs after `npm run build`: the footer's contact line and the picture credit read as written. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const home = () => readFileSync('dist/index.html', 'utf8');
const bundledDocument = (id: string) =>
  readFileSync('studio/dataset/production.ndjson', 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { _id: string } & Record<string, unknown>).find((d) => d._id === id)!;
/** An element's text as a reader sees it: tags dropped, white space collapsed. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();

describe('small texts of the built site (dist/)', () => {
  it('puts a space on both sides of the dot between e-mail and phone in the footer', () => {
    const footer = /<footer[\s\S]*?<\/footer>/.exec(home())?.[0] ?? '';
    expect(textOf(footer)).toMatch(/@[\w.-]+ · \+47/);
  });

  it('opens «Givertjeneste» with the editors\' introduction, then how to give, then the rest of their text', () => {
    const page = textOf(readFileSync('dist/givertjeneste/index.html', 'utf8').replace(/^[\s\S]*?<main/, ''));
    const blocks = bundledDocument('donationsPage').body as Array<{ style: string; children: Array<{ text: string }> }>;
    const [introduction, heading] = [blocks[0], blocks.find((b) => b.style.startsWith('h'))!].map((b) => b.children.map((c) => c.text).join(''));
    const order = [introduction, 'Slik kan du gi', heading].map((text) => page.indexOf(text));
    expect(order.every((at) => at >= 0), order.join(',')).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('writes the picture credit with one label only', () => {
    const captions = [...home().matchAll(/<figcaption[^>]*>([\s\S]*?)<\/figcaption>/g)].map(([, inner]) => textOf(inner));
    expect(captions.length).toBeGreaterThan(0);
    for (const caption of captions) expect(caption).not.toMatch(/^[\p{L} ]+:\s*[\p{L} ]+:/u);
  });
});
