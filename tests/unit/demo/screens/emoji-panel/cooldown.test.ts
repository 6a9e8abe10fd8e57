import { describe, expect, it } from 'vitest';
import { cooldownText } from '../../../../../src/demo/screens/emoji-panel/cooldown';

describe('cooldown status', () => {
  it('counts seconds in words, singular for one', () => {
    expect(cooldownText(5)).toBe('Wait 5 seconds before placing again.');
    expect(cooldownText(1)).toBe('Wait 1 second before placing again.');
  });
  it('says the user may place once the wait is over', () => {
    expect(cooldownText(0)).toBe('You can place your emoji now.');
  });
});
