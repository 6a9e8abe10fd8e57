// @ts-check
/*
 * A build can be days old: hide occurrences that have ended by the visitor's clock, and date and
 * month headings left empty; a list with data-limit (the front page's «Dette skjer») then shows the
 * next few from its spare items. Printed inline before the lists (HideEndedNow.astro), it goes over
 * each part of a list as the parser adds it, before that part can be painted, so nothing moves once
 * shown, however slowly the page arrives (a script after the list let a phone paint ended rows
 * first). Plain JavaScript, as the page carries it byte for byte and astro.config.mjs allows its
 * hash. Then once a minute. A page prints it once, before its first list.
 * Without JavaScript the list shows what the build knew.
 */
(() => {
  const update = () => {
    const now = Date.now();
    for (const list of document.querySelectorAll('[data-programme-list]')) {
      if (!(list instanceof HTMLElement)) continue;
      const limit = Number(list.dataset.limit ?? Infinity);
      let shown = 0;
      for (const item of list.querySelectorAll('[data-ends]')) {
        if (!(item instanceof HTMLElement)) continue;
        const ends = Date.parse(item.dataset.ends ?? '');
        item.hidden = (!Number.isNaN(ends) && ends <= now) || shown >= limit;
        if (!item.hidden) shown++;
      }
      for (const group of list.querySelectorAll('[data-day-group]'))
        if (group instanceof HTMLElement) group.hidden = group.querySelector('[data-ends]:not([hidden])') === null;
      for (const month of list.querySelectorAll('[data-month-group]'))
        if (month instanceof HTMLElement) month.hidden = month.querySelector('[data-day-group]:not([hidden])') === null;
      const note = list.querySelector('[data-all-ended]');
      if (note instanceof HTMLElement) note.hidden = shown > 0;
    }
  };
  update();
  if (document.readyState === 'loading') {
    // Mutation records are handled before the browser next paints: a row is hidden as it arrives.
    const parsing = new MutationObserver(update);
    parsing.observe(document.documentElement, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      parsing.disconnect();
      update();
    });
  }
  setInterval(update, 60_000);
})();
