/** Wires Fyldig / Sammendrag (EventToggle.astro). */
export function wireEventToggles(): void {
  for (const toggle of document.querySelectorAll<HTMLElement>('[data-event-toggle]')) {
    // The component's markup: the buttons, the full text, the summary.
    const [group, full, summary] = toggle.children as unknown as [HTMLElement, HTMLElement, HTMLElement];
    const [fullButton, summaryButton] = group.querySelectorAll('button');
    const show = (wantFull: boolean) => {
      fullButton.setAttribute('aria-pressed', String(wantFull));
      summaryButton.setAttribute('aria-pressed', String(!wantFull));
      full.hidden = !wantFull;
      summary.hidden = wantFull;
    };
    fullButton.addEventListener('click', () => show(true));
    summaryButton.addEventListener('click', () => show(false));
    delete group.dataset.pending;
  }
}
