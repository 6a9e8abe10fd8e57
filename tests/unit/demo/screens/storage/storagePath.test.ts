import { describe, expect, it } from 'vitest';
import { storagePath } from '../../../../../src/demo/screens/storage/storagePath';

describe('storage path', () => {
  it('puts a signed-in user’s file in their own folder', () => {
    expect(storagePath('chairs.png', 'u1')).toBe('demo/u1/chairs.png');
  });
  it('puts a signed-out upload straight under demo/ (which the rules refuse)', () => {
    expect(storagePath('chairs.png', null)).toBe('demo/chairs.png');
  });
});
