import { describe, expect, it } from 'vitest';
import { APPLICATION_INTERVAL_SECONDS, fullNamePattern, fullNameProblem, secondsUntilNextApplication } from '../../../model/membership';

describe('secondsUntilNextApplication', () => {
  const sentAt = Date.parse('2026-11-23T12:00:00Z');

  it('is 0 before any application and once the interval has passed', () => {
    expect(secondsUntilNextApplication(null, sentAt)).toBe(0);
    expect(secondsUntilNextApplication(sentAt, sentAt + APPLICATION_INTERVAL_SECONDS * 1000)).toBe(0);
    expect(secondsUntilNextApplication(sentAt, sentAt + 10 * 60_000)).toBe(0);
  });

  it('counts the whole seconds left, rounding up, so it never says 0 while the rules still refuse', () => {
    expect(secondsUntilNextApplication(sentAt, sentAt)).toBe(APPLICATION_INTERVAL_SECONDS);
    expect(secondsUntilNextApplication(sentAt, sentAt + 1)).toBe(APPLICATION_INTERVAL_SECONDS);
    expect(secondsUntilNextApplication(sentAt, sentAt + (APPLICATION_INTERVAL_SECONDS - 1) * 1000 + 1)).toBe(1);
  });
});

describe('fullNameProblem', () => {
  it('accepts names in any script, with ordinary spaces, hyphens, apostrophes and accents', () => {
    for (const name of [
      'Kari Nordmann',
      'Åse Ødegård-Ås',
      "O'Brien",
      'Jo',
      'Zoë',
      'Ma\u0301rta',
      '王小明',
      'Анна Иванова',
      'Kari  Nordmann',
    ])
      expect(fullNameProblem(name), name).toBeNull();
  });

  it('refuses too short and too long names', () => {
    expect(fullNameProblem('K')).toBe('tooShort');
    expect(fullNameProblem('K'.repeat(200))).toBeNull();
    expect(fullNameProblem('K'.repeat(201))).toBe('tooLong');
  });

  it('refuses spaces at either end and the characters of the issue: no-break and zero-width spaces, controls, ESC, bidi', () => {
    for (const name of [
      ' Kari',
      'Kari ',
      '\u00A0\u00A0',
      '\u200B\u200B',
      'Kari\nNordmann',
      'Kari\tNordmann',
      'Kari\u0000',
      'Kari\u001B[2J',
      '\u202EiraK',
    ])
      expect(fullNameProblem(name), JSON.stringify(name)).toBe('invisible');
  });

  it('refuses every control, format and separator character of Unicode but the ordinary space', () => {
    const invisible = /[\p{Cc}\p{Cf}\p{Zs}\p{Zl}\p{Zp}]/u;
    const missed: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp === 0x20 || (cp >= 0xd800 && cp <= 0xdfff)) continue;
      const c = String.fromCodePoint(cp);
      if (invisible.test(c) && fullNameProblem(`Ka${c}ri`) === null) missed.push(cp.toString(16));
    }
    expect(missed).toEqual([]);
  });

  it('refuses names that show nothing: combining grapheme joiner, variation selectors, Mongolian and Khmer fillers, Braille blank', () => {
    for (const name of [
      '\u034F\u034F',
      '\uFE0F\uFE0F',
      '\u180B\u180B',
      '\u17B4\u17B5',
      '\u{E0100}\u{E0100}',
      '\u2800\u2800',
      '\u115F\u1160',
      '\uFFA0\uFFA0',
      'Kari\u2800',
      '\uFE0FKari',
    ])
      expect(fullNameProblem(name), JSON.stringify(name)).toBe('invisible');
  });

  it('is one definition in two spellings: the rules’ \\x{…} ranges refuse exactly where the Unicode properties do', () => {
    const js = new RegExp(`^(?:${fullNamePattern('js')})$`, 'u');
    const rules = new RegExp(`^(?:${fullNamePattern('rules').replaceAll('\\x{', '\\u{')})$`, 'u');
    const differ: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCodePoint(cp);
      for (const name of [`${c}${c}`, `Ka${c}ri`])
        if (js.test(name) !== rules.test(name)) differ.push(`${cp.toString(16)} in ${JSON.stringify(name)}`);
    }
    expect(differ).toEqual([]);
    expect(js.test('Kari Nordmann') && rules.test('Kari Nordmann')).toBe(true);
    expect(fullNamePattern('rules')).toMatch(/^[\x21-\x7e]+$/);
    expect(fullNamePattern('rules')).not.toMatch(/['"]/);
  });
});
