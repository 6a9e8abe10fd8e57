/** «Skriv ut» on the month pages (PrintMonthButton.astro): shown once it can print. */
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-print-month]')) {
  button.addEventListener('click', () => window.print());
  button.hidden = false;
}
