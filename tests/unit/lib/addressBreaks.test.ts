import { describe, expect, it } from 'vitest';
import { addressParts } from '../../../src/lib/addressBreaks';

describe('addressParts', () => {
  it('cuts after «/», «.», «@» and «-», keeping runs such as «://» whole', () => {
    expect(addressParts('https://eksempel.no/kalender/serie/bonnemote.ics')).toEqual([
      'https://',
      'eksempel.',
      'no/',
      'kalender/',
      'serie/',
      'bonnemote.',
      'ics',
    ]);
    expect(addressParts('post@hus-eksempel.no')).toEqual(['post@', 'hus-', 'eksempel.', 'no']);
  });

  it('gives the text back whole when put together, and a word without those characters in one piece', () => {
    const address = 'webcal://eksempel.no/kalender.ics';
    expect(addressParts(address).join('')).toBe(address);
    expect(addressParts('bedehuset')).toEqual(['bedehuset']);
    expect(addressParts('')).toEqual([]);
  });
});
