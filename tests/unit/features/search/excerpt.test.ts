import { describe, expect, it } from 'vitest';
import { excerpt, markedText } from '../../../../src/features/search/excerpt';

const text = 'Julebasar. Julebasar med håndarbeid, kaker, åresalg og grøt til inntekt for barne- og ungdomsarbeidet.';
const marked = (found: string[]) =>
  excerpt(text, new Set(found))
    .filter((p) => p.mark)
    .map((p) => p.text);

describe('excerpt', () => {
  it('marks a word found through a compound’s tail, and keeps the text as written', () => {
    const parts = excerpt(text, new Set(['basar']));
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(marked(['basar'])).toEqual(['Julebasar', 'Julebasar']);
  });

  it('marks a word found folded or stemmed', () => {
    expect(marked(['aresalg'])).toEqual(['åresalg']);
    expect(marked(['ungdomsarbeid'])).toEqual(['ungdomsarbeidet']);
  });

  it('starts a little before the first word found and cuts with «…»', () => {
    const long = `${'ord '.repeat(40)}kontonummer ${'mer '.repeat(40)}`.trim();
    const parts = excerpt(long, new Set(['kontonummer']), 10);
    const shown = parts.map((p) => p.text).join('');
    expect(shown.startsWith('… ord')).toBe(true);
    expect(shown.endsWith(' …')).toBe(true);
    expect(shown.split(' ').filter((w) => w !== '…')).toHaveLength(10);
    expect(parts.find((p) => p.mark)?.text).toBe('kontonummer');
  });

  it('shows the start of the text when nothing is marked', () => {
    expect(
      excerpt(text, new Set(['qqq']), 3)
        .map((p) => p.text)
        .join(''),
    ).toBe('Julebasar. Julebasar med …');
  });

  it('marks the words found in a whole title, however long', () => {
    const title = 'Kafékveld med sang og vitnesbyrd i den store salen med Barneklubben';
    const parts = markedText(title, new Set(['klubben']));
    expect(parts.map((p) => p.text).join('')).toBe(title);
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['Barneklubben']);
  });
});
