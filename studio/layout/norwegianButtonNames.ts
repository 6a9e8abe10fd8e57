/**
 * Names Sanity writes into its own buttons in English, past its translations: @sanity/ui's search
 * fields (the category's «Open» and «Clear») and the ✕ of popovers and dialogs (a «Close» tooltip and
 * no name at all). A screen reader, a hover or a long press gives them to a volunteer; here they get
 * Norwegian ones. Only whole names are replaced, so a Sanity update that translates them wins.
 */
export const NORWEGIAN_NAMES: Readonly<Record<string, string>> = Object.freeze({
  Open: 'Vis valgene',
  Clear: 'Tøm feltet',
  Close: 'Lukk',
});

const ENGLISH_NAMED = Object.keys(NORWEGIAN_NAMES)
  .map((name) => `[aria-label="${name}"]`)
  .join(',');
/** A ✕ button with nothing for a screen reader to call it: no label, and no text beside its icon however deep Sanity wraps it. */
const NAMELESS_CLOSE = 'button:not([aria-label]):has([data-sanity-icon="close"])';

/** `root` itself, if it matches, and what under it matches. */
const within = (root: Element, selector: string) => [...(root.matches(selector) ? [root] : []), ...root.querySelectorAll(selector)];

/** Sanity's «Close» as the text of a tooltip. */
function renameText(node: Node) {
  const name = NORWEGIAN_NAMES[node.nodeValue ?? ''];
  if (name && node.parentElement?.closest('[data-ui="Tooltip"]')) node.nodeValue = name;
}

/** Renames `root` and what is under it (the page, or what Sanity just drew). */
export function nameButtonsInNorwegian(root: Element): void {
  for (const element of within(root, ENGLISH_NAMED)) {
    element.setAttribute('aria-label', NORWEGIAN_NAMES[element.getAttribute('aria-label') ?? ''] ?? '');
  }
  for (const button of within(root, NAMELESS_CLOSE)) {
    if (!button.textContent?.trim()) button.setAttribute('aria-label', NORWEGIAN_NAMES.Close);
  }
  for (const tooltip of within(root, '[data-ui="Tooltip"]')) {
    const walker = document.createTreeWalker(tooltip, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) renameText(node);
  }
}

/** Keeps renaming what Sanity draws or renames, until the returned function stops it. */
export function keepButtonsNamedInNorwegian(root: Element): () => void {
  nameButtonsInNorwegian(root);
  // Only what changed is looked at: the Studio redraws parts of the page on every key press.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof Element) nameButtonsInNorwegian(record.target);
      for (const node of record.addedNodes) {
        if (node instanceof Element) nameButtonsInNorwegian(node);
        else renameText(node);
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  return () => observer.disconnect();
}
