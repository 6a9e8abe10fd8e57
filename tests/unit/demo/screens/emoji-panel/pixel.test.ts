import { describe, expect, it } from 'vitest';
import { pixelFromData, pixelsByPosition, placeErrorMessage, type Pixel } from '../../../../../src/demo/screens/emoji-panel/pixel';

const pixel = (uid: string, pos: number, content = '🌻'): Pixel => ({ uid, displayName: uid, content, pos, revision: 1, createdAt: null });

describe('pixel from Firestore', () => {
  it('reads the fields, the timestamp as a Date', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    expect(pixelFromData('u1', { displayName: 'Kari', content: '🐳', pos: 17, revision: 3, createdAt: { toDate: () => at } })).toEqual({
      uid: 'u1',
      displayName: 'Kari',
      content: '🐳',
      pos: 17,
      revision: 3,
      createdAt: at,
    });
  });
  it('fills what is missing: revision 1, no time, empty texts', () => {
    expect(pixelFromData('u2', { pos: 0 })).toEqual({ uid: 'u2', displayName: '', content: '', pos: 0, revision: 1, createdAt: null });
  });
});

describe('cells', () => {
  it('shows the newest emoji where two share a cell', () => {
    const newestFirst = [pixel('new', 4, '🔥'), pixel('other', 9), pixel('old', 4, '🍎')];
    const cells = pixelsByPosition(newestFirst);
    expect(cells.get(4)?.uid).toBe('new');
    expect(cells.get(9)?.uid).toBe('other');
    expect(cells.size).toBe(2);
  });
  it('leaves the list it was given in order', () => {
    const newestFirst = [pixel('a', 1), pixel('b', 2)];
    pixelsByPosition(newestFirst);
    expect(newestFirst.map((p) => p.uid)).toEqual(['a', 'b']);
  });
});

describe('place errors', () => {
  it('explains a refusal by the rules as the cooldown', () => {
    expect(placeErrorMessage({ code: 'permission-denied' })).toBe('Not yet: you can place an emoji once every 5 seconds.');
  });
  it('asks to try again on anything else', () => {
    expect(placeErrorMessage({ code: 'unavailable' })).toBe('Could not place the emoji. Try again.');
    expect(placeErrorMessage(null)).toBe('Could not place the emoji. Try again.');
  });
});
