/**
 * The print origin's date (PrintOrigin.astro): the day the page is printed, by the visitor's
 * calendar in Oslo, set when the page loads and again just before it prints. The words, the
 * locale and the time zone come from the markup (model/osloTime.ts would bring its formatters).
 */
function fill(): void {
  for (const date of document.querySelectorAll<HTMLElement>('[data-print-date]')) {
    const { printed = '', locale, zone } = date.dataset;
    date.textContent = `${printed}${new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: 'long' }).format(new Date())}`;
  }
}

fill();
addEventListener('beforeprint', fill);
