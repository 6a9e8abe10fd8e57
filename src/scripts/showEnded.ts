/** Reveals "this event is over" notes once the visitor's clock passes their time (the page may be days old). */
const now = Date.now();
for (const note of document.querySelectorAll<HTMLElement>('[data-show-after]')) {
  const after = Date.parse(note.dataset.showAfter ?? '');
  if (!Number.isNaN(after) && after <= now) note.hidden = false;
}
