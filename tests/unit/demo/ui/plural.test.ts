import { describe, expect, it } from 'vitest';
import { plural } from '../../../../src/demo/ui/plural';

describe('plural', () => {
  it('says "1 contribution" and "-s" for every other count', () => {
    expect(plural(1, 'contribution')).toBe('1 contribution');
    expect(plural(0, 'contribution')).toBe('0 contributions');
    expect(plural(2, 'update')).toBe('2 updates');
  });
});
