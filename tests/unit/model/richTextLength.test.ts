import { describe, expect, it } from 'vitest';
import { EVENT_TEXT_MAX, blocksText, richTextLength, richTextLengthNote, richTextLengthProblem } from '../../../model/richTextLength';

const paragraph = (text: string) => ({
  _type: 'block',
  children: [{ _type: 'span', text }],
  markDefs: [{ _type: 'link', href: 'https://example.org/lang-adresse' }],
});

describe('richTextLength', () => {
  it('counts the text a reader sees, not the links or the breaks between paragraphs', () => {
    const blocks = [paragraph('Velkommen!'), paragraph('Kaffe etterpå.')];
    expect(blocksText(blocks)).toBe('Velkommen!\nKaffe etterpå.');
    expect(richTextLength(blocks)).toBe(24);
    expect(richTextLength(undefined)).toBe(0);
  });

  it('refuses a text over the limit with the count, and shows the count near it', () => {
    expect(richTextLengthProblem([paragraph('x'.repeat(205_200))], EVENT_TEXT_MAX)).toBe(
      'Teksten har 205\u00a0200 tegn, men kan ha høyst 5\u00a0000: korte den ned med 200\u00a0200 tegn.',
    );
    expect(richTextLengthProblem([paragraph('x'.repeat(5_000))], EVENT_TEXT_MAX)).toBeNull();
    expect(richTextLengthNote([paragraph('x'.repeat(4_200))], EVENT_TEXT_MAX)).toBe('Teksten har 4\u00a0200 av høyst 5\u00a0000 tegn.');
    expect(richTextLengthNote([paragraph('x'.repeat(3_000))], EVENT_TEXT_MAX)).toBeNull();
  });
});
