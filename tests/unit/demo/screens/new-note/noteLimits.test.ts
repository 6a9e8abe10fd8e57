import { describe, expect, it } from 'vitest';
import { counterLevel, NOTE_MAX_LENGTH } from '../../../../../src/demo/screens/new-note/noteLimits';

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
