import { splitWords, tailTerms, wordTerms } from '../../../model/searchText';

/** A run of an excerpt's text; `mark` when it is a word the search found. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** Words of context shown before the first word found. */
const LEAD = 6;

/** Whether a word of the text is one the search matched (as itself, its stem or a compound's tail). */
const isFound = (word: string, found: ReadonlySet<string>) => [...wordTerms(word), ...tailTerms(word)].some((term) => found.has(term));

/**
 * About `length` words of a page's text from `lead` words before the first word found, with the
 * words found marked and «…» where the text is cut. `found` holds the index terms the search matched.
 */
export function excerpt(text: string, found: ReadonlySet<string>, length = 24, lead = LEAD): ExcerptPart[] {
  // Words at odd places, what lies between them at even ones.
  const pieces = text.split(/([\p{L}\p{N}\u00ad]+)/u);
  const wordAt = (n: number) => 2 * n + 1;
  const count = (pieces.length - 1) / 2;
  let first = 0;
  while (first < count && !isFound(pieces[wordAt(first)], found)) first++;
  const start = first === count ? 0 : Math.max(0, first - lead);
  const end = Math.min(count, start + length);
  const parts: ExcerptPart[] = [];
  const add = (piece: string, mark: boolean) => {
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += piece;
    else if (piece) parts.push({ text: piece, mark });
  };
  if (start > 0) add('… ', false);
  for (let n = start; n < end; n++) {
    const word = pieces[wordAt(n)];
    add(word, splitWords(word).length > 0 && isFound(word, found));
    add(n < end - 1 ? pieces[wordAt(n) + 1] : '', false);
  }
  add(end < count ? ' …' : pieces.at(-1)!, false);
  return parts;
}

/** A whole text (a title) with the words found marked. */
export const markedText = (text: string, found: ReadonlySet<string>) => excerpt(text, found, Infinity, Infinity);
