/**
 * Content text without the characters no output should carry: C0 controls but tab and newline
 * (NUL, ESC, vertical tab…), DEL, C1 controls, the bidi embeddings, overrides and isolates that
 * can make text read other than it is, the line and paragraph separators U+2028/U+2029 (a line end
 * in scripts, nothing in most feed readers) and the byte order mark. Applied once, to every string an answer from the content source holds
 * (loader.ts), so HTML, calendar files, JSON-LD and share images all get clean text.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2028\u2029\u2066-\u2069]/gu;
// A byte order mark among other zero-width characters is part of the preview's stega payload
// (@vercel/stega writes U+200B–U+200D and U+FEFF): only a lone one goes.
const LONE_BOM = /(?<![\u200b-\u200d\u2060-\u2064\ufeff])\ufeff(?![\u200b-\u200d\u2060-\u2064\ufeff])/gu;

export function cleanText(text: string): string {
  return text.replace(UNSAFE, '').replace(LONE_BOM, '');
}

/** `value` with every string in it (object keys included) cleaned. */
export function cleanStrings<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => cleanStrings(item)) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [cleanText(key), cleanStrings(item)])) as T;
}
