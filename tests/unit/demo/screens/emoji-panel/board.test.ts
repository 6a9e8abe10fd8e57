import { describe, expect, it } from 'vitest';
import { COOLDOWN_MS, GRID_SIZE, randomEmoji, secondsLeft } from '../../../../../src/demo/screens/emoji-panel/board';

describe('emoji cooldown', () => {
  it('counts whole seconds down from 5', () => {
    const placed = new Date(10_000);
    expect(COOLDOWN_MS).toBe(5000);
    expect(secondsLeft(placed, 10_000)).toBe(5);
    expect(secondsLeft(placed, 14_001)).toBe(1);
    expect(secondsLeft(placed, 15_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });
  it('never goes below zero, and counts a clock slightly behind the server as the full wait', () => {
    const placed = new Date(10_000);
    expect(secondsLeft(placed, 60_000)).toBe(0);
    expect(secondsLeft(placed, 9_500)).toBe(6);
  });
});

describe('board', () => {
  it('is 15 by 15 and picks a single emoji', () => {
    expect(GRID_SIZE).toBe(15);
    expect([...randomEmoji()].length).toBe(1);
  });
});
