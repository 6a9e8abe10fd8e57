/**
 * A build can be days old: hide occurrences that have ended by the visitor's clock, and date
 * and month headings left empty. A list with data-limit (the front page's "Dette skjer") then shows the next
 * few from its spare items. Without JavaScript the list shows what the build knew.
 */
function update(): void {
  const now = Date.now();
  for (const list of document.querySelectorAll<HTMLElement>('[data-programme-list]')) {
    const limit = Number(list.dataset.limit ?? Infinity);
    let shown = 0;
    for (const item of list.querySelectorAll<HTMLElement>('[data-ends]')) {
      const ends = Date.parse(item.dataset.ends ?? '');
      const ended = !Number.isNaN(ends) && ends <= now;
      item.hidden = ended || shown >= limit;
      if (!item.hidden) shown++;
    }
    for (const group of list.querySelectorAll<HTMLElement>('[data-day-group]')) {
      group.hidden = group.querySelector('[data-ends]:not([hidden])') === null;
    }
    for (const month of list.querySelectorAll<HTMLElement>('[data-month-group]')) {
      month.hidden = month.querySelector('[data-day-group]:not([hidden])') === null;
    }
    const note = list.querySelector<HTMLElement>('[data-all-ended]');
    if (note) note.hidden = shown > 0;
  }
}

update();
setInterval(update, 60_000);
