import { describe, expect, it } from 'vitest';
import { isSaveShortcut, noteFromData, savableText } from '../../../../../src/demo/screens/new-note/note';

describe('what may be saved', () => {
  it('saves the trimmed text', () => {
    expect(savableText('  bake sale \n')).toBe('bake sale');
  });
  it('saves nothing blank', () => {
    expect(savableText('')).toBeNull();
    expect(savableText('  \n ')).toBeNull();
  });
  it('saves up to 512 characters after trimming, not one more', () => {
    expect(savableText(` ${'x'.repeat(512)} `)).toBe('x'.repeat(512));
    expect(savableText('x'.repeat(513))).toBeNull();
  });
});

describe('save shortcut', () => {
  it('is Ctrl+Enter or ⌘+Enter', () => {
    expect(isSaveShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSaveShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
  });
  it('leaves a plain Enter (a new line) and other keys alone', () => {
    expect(isSaveShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSaveShortcut({ key: 's', ctrlKey: true, metaKey: false })).toBe(false);
  });
});

describe('note from Firestore', () => {
  it('reads the text and the time', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    expect(noteFromData('n1', { content: 'hi', createdAt: { toDate: () => at } })).toEqual({ id: 'n1', content: 'hi', createdAt: at });
    expect(noteFromData('n2', {})).toEqual({ id: 'n2', content: '', createdAt: null });
  });
});
