/**
 * How long a rich text («Hva skjer?», a page's text) may be, counted in characters of its text as
 * a reader sees it (links' addresses and markup not counted). An event's text is copied onto every
 * date of a series, so it is kept to what reads well on a phone; page texts may be longer (a full
 * privacy statement).
 */

/** About 800 words, three or four phone screens; the longest bundled event text has under 300. */
export const EVENT_TEXT_MAX = 5_000;
/** Room for a full legal page (the bundled privacy statement has about 2,200 characters). */
export const PAGE_TEXT_MAX = 20_000;
/** From this share of the limit the Studio shows the count while the editor types. */
const WARN_FROM = 0.8;

interface Block {
  _type?: string;
  children?: ({ text?: unknown } | null)[] | null;
}

/** The text of the blocks as plain text, one paragraph a line. */
export function blocksText(blocks: unknown): string {
  if (!Array.isArray(blocks)) return '';
  return (blocks as (Block | null)[])
    .filter((block) => block?._type === 'block')
    .map((block) => (block!.children ?? []).map((child) => (typeof child?.text === 'string' ? child.text : '')).join(''))
    .join('\n');
}

const count = (n: number) => n.toLocaleString('nb-NO');

/** The number of characters, without the breaks between paragraphs. */
export const richTextLength = (blocks: unknown) => blocksText(blocks).replaceAll('\n', '').length;

/** Over the limit: what to do, with the count. */
export function richTextLengthProblem(blocks: unknown, max: number): string | null {
  const length = richTextLength(blocks);
  return length > max
    ? `Teksten har ${count(length)} tegn, men kan ha høyst ${count(max)}: korte den ned med ${count(length - max)} tegn.`
    : null;
}

/** Near the limit: the count, so the editor sees it while typing. */
export function richTextLengthNote(blocks: unknown, max: number): string | null {
  const length = richTextLength(blocks);
  return length >= max * WARN_FROM && length <= max ? `Teksten har ${count(length)} av høyst ${count(max)} tegn.` : null;
}
