import type { ContentBlocks } from '../../sanity.types';

/**
 * A text's introduction (the blocks before its first heading) and the rest: a page can put its own
 * part, such as the account numbers on «Givertjeneste», between the two.
 */
export function splitIntroduction(blocks: ContentBlocks): { introduction: ContentBlocks; rest: ContentBlocks } {
  const first = blocks.findIndex((block) => block._type === 'block' && /^h[1-6]$/.test(block.style ?? ''));
  const at = first === -1 ? blocks.length : first;
  return { introduction: blocks.slice(0, at), rest: blocks.slice(at) };
}
