import { describe, expect, it } from 'vitest';
import { hyphenated } from '../../../src/lib/hyphenate';

const shown = (text: string) => text.replaceAll('\u00ad', '-');

describe('hyphenated', () => {
  it('puts soft hyphens at the syllables of long Norwegian words', () => {
    expect(shown(hyphenated('Høstkonferansen'))).toBe('Høst-kon-fe-ran-sen');
    expect(shown(hyphenated('Informasjonskapsler'))).toBe('In-for-ma-sjons-kaps-ler');
  });

  it('breaks a compound the patterns get wrong at its own seams: Personvern-erklæring, never «Personver-nerklæring»', () => {
    expect(shown(hyphenated('Personvernerklæring'))).toBe('Per-son-vern-er-klæ-ring');
    expect(shown(hyphenated('Personvernerklæringen'))).not.toContain('ver-n');
  });

  it('leaves short words, spaces and punctuation as they are, and the text reads the same', () => {
    const text = 'Avlyst: Søndagsmøte med Høstkonferansen, kl. 19.00–22.00';
    expect(hyphenated(text).replaceAll('\u00ad', '')).toBe(text);
    expect(hyphenated('Søndagsmøte i bedehuset')).toBe('Søndagsmøte i bedehuset');
  });
});
