/** Runs after `npm run build`: the footer's contact line and the picture credit read as written. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const home = () => readFileSync('dist/index.html', 'utf8');
/** An element's text as a reader sees it: tags dropped, white space collapsed. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();

describe('small texts of the built site (dist/)', () => {
  it('puts a space on both sides of the dot between e-mail and phone in the footer', () => {
    const footer = /<footer[\s\S]*?<\/footer>/.exec(home())?.[0] ?? '';
    expect(textOf(footer)).toMatch(/@[\w.-]+ · \+47/);
  });

  it('writes the picture credit with one label only', () => {
    const captions = [...home().matchAll(/<figcaption[^>]*>([\s\S]*?)<\/figcaption>/g)].map(([, inner]) => textOf(inner));
    expect(captions.length).toBeGreaterThan(0);
    for (const caption of captions) expect(caption).not.toMatch(/^[\p{L} ]+:\s*[\p{L} ]+:/u);
  });
});
