/**
 * Text in the Studio's «contentBlocks» form (Portable Text), for the starter documents: paragraphs,
 * headings and bullets whose parts are plain text or links. Keys are numbered per document, so the
 * same answers always give the same dataset.
 */

/** @typedef {string | { text: string; href: string }} Part */

/** A writer of one document's blocks, each with a key of its own. */
export function blockWriter() {
  let next = 0;
  const key = () => `k${String(++next).padStart(4, '0')}`;

  /**
   * @param {string} style
   * @param {Part[]} parts
   * @param {boolean} [bullet]
   */
  function block(style, parts, bullet = false) {
    /** @type {{ _type: 'link'; _key: string; href: string; external: boolean }[]} */
    const markDefs = [];
    const children = parts.map((part) => {
      if (typeof part === 'string') return { _type: 'span', _key: key(), text: part, marks: [] };
      const link = { _type: /** @type {const} */ ('link'), _key: key(), href: part.href, external: /^https?:/.test(part.href) };
      markDefs.push(link);
      return { _type: 'span', _key: key(), text: part.text, marks: [link._key] };
    });
    return { _type: 'block', _key: key(), style, markDefs, children, ...(bullet ? { listItem: 'bullet', level: 1 } : {}) };
  }

  return {
    /** @param {Part[]} parts */
    paragraph: (...parts) => block('normal', parts),
    /** @param {string} text */
    heading: (text) => block('h2', [text]),
    /** @param {Part[]} parts */
    bullet: (...parts) => block('normal', parts, true),
  };
}
