/** Wires the share buttons (ShareButton.astro): the share sheet where there is one, else the link copied. */
export function wireShareButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-share]')) {
    const status = button.parentElement!.querySelector<HTMLElement>('[data-share-message]')!;
    const { title = '', url = '', copied = '', failed = '' } = button.dataset;
    button.addEventListener('click', async () => {
      status.textContent = '';
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, url });
          return;
        } catch (error) {
          // The visitor closed the share sheet: nothing to say.
          if ((error as DOMException).name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(url);
        status.textContent = copied;
      } catch {
        status.textContent = failed;
      }
    });
    button.disabled = false;
    delete button.dataset.pending;
  }
}
