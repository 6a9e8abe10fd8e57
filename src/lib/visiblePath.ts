import { SHOWS_NOTHING_CLASS } from '../../model/showsNothingClass.ts';

const SHOWS_NOTHING = new RegExp(`^[${SHOWS_NOTHING_CLASS}]$`, 'u');

/**
 * A requested path as the 404 page may show it: every character that shows nothing or moves text
 * about (controls, bidi overrides and isolates, zero-width characters; model/showsNothing.ts) becomes
 * a visible escape such as \u202E, so /%E2%80%AEevil%E2%80%AC reads as it was sent, not reversed.
 * The ordinary space stays, being a visible gap in a path.
 */
export function visiblePath(path: string): string {
  let shown = '';
  for (const character of path) {
    shown += character !== ' ' && SHOWS_NOTHING.test(character) ? escape(character.codePointAt(0)!) : character;
  }
  return shown;
}

const escape = (codePoint: number) => {
  const hex = codePoint.toString(16).toUpperCase();
  return codePoint > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
};
