/**
 * The page may be days old, and a visitor may keep it open past the end: once the visitor's clock
 * passes an element's time, "this event is over" notes (data-show-after) appear and what only
 * makes sense before the end (data-hide-after: attendance, add to calendar) goes.
 */
function updateEndedOffers(): void {
  const now = Date.now();
  const passed = (value: string | undefined) => {
    const at = Date.parse(value ?? '');
    return !Number.isNaN(at) && at <= now;
  };
  for (const note of document.querySelectorAll<HTMLElement>('[data-show-after]')) {
    if (passed(note.dataset.showAfter)) note.hidden = false;
  }
  for (const offer of document.querySelectorAll<HTMLElement>('[data-hide-after]')) {
    if (passed(offer.dataset.hideAfter)) offer.hidden = true;
  }
}

// In every page's script (everyPage.ts): the clock runs only where a page has such an element.
if (document.querySelector('[data-show-after], [data-hide-after]')) {
  updateEndedOffers();
  setInterval(updateEndedOffers, 60_000);
}
