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
    const parsing = new MutationObserver(update);
    parsing.observe(document.documentElement, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      parsing.disconnect();
      update();
    });
  }
  setInterval(update, 60_000);
})();
