/**
 * A build can be days old: hide occurrences that have ended by the visitor's clock, and date
 * headings left empty. Without JavaScript the list simply shows everything the build knew.
 */
function hideEnded(): void {
  const now = Date.now();
  for (const item of document.querySelectorAll<HTMLElement>('[data-ends]')) {
    const ends = Date.parse(item.dataset.ends ?? '');
    if (!Number.isNaN(ends) && ends <= now) item.hidden = true;
  }
  for (const group of document.querySelectorAll<HTMLElement>('[data-day-group]')) {
    group.hidden = group.querySelector('[data-ends]:not([hidden])') === null;
  }
  for (const list of document.querySelectorAll<HTMLElement>('[data-programme-list]')) {
    const empty = list.querySelector('[data-ends]:not([hidden])') === null && list.querySelector('[data-ends]') !== null;
    const note = list.querySelector<HTMLElement>('[data-all-ended]');
    if (note) note.hidden = !empty;
  }
}

hideEnded();
setInterval(hideEnded, 60_000);
