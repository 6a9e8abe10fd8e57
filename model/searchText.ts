/**
 * How the site search reads words, the same when the build indexes a page and when a visitor types:
 * folded (whatever the keyboard), lightly stemmed (inflections), and split into the tails of a
 * compound (Norwegian puts the head last: jule|basar, barne|klubben, formiddags|treff).
 * Pure functions without imports: the build, the search page's script and the bench share them.
 */

/** Shortest tail of a compound that counts as a word of its own («fest», «møte», «kor» does not). */
const MIN_TAIL = 4;
/** Shortest front that a tail leaves: «sangkor» is not «ngkor». */
const MIN_FRONT = 3;
/** Inflection endings taken off, longest first; what is left keeps at least MIN_STEM letters. */
const ENDINGS = ['ene', 'ane', 'er', 'en', 'et', 'a', 'e'];
const MIN_STEM = 4;

/**
 * A word as the search compares it: lower case, æ as «ae», ø as «o», å and «aa» as «a», accents off
 * (kafé → kafe). A visitor without a Norwegian keyboard types «bonnemote» or «arsmote» and meets
 * the same word; æ typed as «a» or a letter left out is a typo, for fuzzy matching.
 */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/[øö]/g, 'o')
    .replace(/ä/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/aa/g, 'a');
}

/** The words of a text: runs of letters and digits (soft hyphens inside a word are not breaks). */
export function splitWords(text: string): string[] {
  return text.replace(/\u00ad/g, '').match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A folded word without its inflection ending: «bonnemotet», «bonnemoter» and «bonnemote» meet in «bonnemot». */
export function stemWord(folded: string): string {
  const ending = ENDINGS.find((e) => folded.endsWith(e) && folded.length - e.length >= MIN_STEM);
  return ending ? folded.slice(0, -ending.length) : folded;
}

/** The tails a folded compound may end in: «julebasar» → ebasar, basar (then its stems). */
export function compoundTails(folded: string): string[] {
  const tails: string[] = [];
  for (let start = MIN_FRONT; folded.length - start >= MIN_TAIL; start++) tails.push(folded.slice(start));
  return tails;
}

/** What the index holds for one word of a page's title or text: the folded word and its stem. */
export function wordTerms(word: string): string[] {
  const folded = foldWord(word);
  return [...new Set([folded, stemWord(folded)])];
}

/** What the index holds for one word as part of a compound: each tail and its stem. */
export function tailTerms(word: string): string[] {
  return [...new Set(compoundTails(foldWord(word)).flatMap((tail) => [tail, stemWord(tail)]))];
}
