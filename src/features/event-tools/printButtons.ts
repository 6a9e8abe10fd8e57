/** Wires the print buttons (PrintButton.astro): shown and usable once this has run. */
export function wirePrintButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-print-event]')) {
    button.addEventListener('click', () => window.print());
    button.disabled = false;
    delete button.dataset.pending;
  }
}
