import { describe, expect, it } from 'vitest';
import { counterLevel, NOTE_MAX_LENGTH } from '../../../src/demo/screens/new-note/noteLimits';
import { COOLDOWN_MS, secondsLeft } from '../../../src/demo/screens/emoji-panel/board';

describe('note counter levels', () => {
  it('warns above 80 % and 90 % of 512', () => {
    expect(NOTE_MAX_LENGTH).toBe(512);
    expect(counterLevel(409)).toBe('ok');
    expect(counterLevel(410)).toBe('warn');
    expect(counterLevel(460)).toBe('warn');
    expect(counterLevel(461)).toBe('danger');
    expect(counterLevel(512)).toBe('danger');
  });
});

describe('emoji cooldown', () => {
  it('counts whole seconds down from 5', () => {
    const placed = new Date(10_000);
    expect(COOLDOWN_MS).toBe(5000);
    expect(secondsLeft(placed, 10_000)).toBe(5);
    expect(secondsLeft(placed, 14_001)).toBe(1);
    expect(secondsLeft(placed, 15_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });
});
