/**
 * The copy buttons beside the Vipps and account numbers: shown only where the clipboard can be
 * written, and each says what it did in its card's live region (present from the start, so screen
 * readers announce the change), as the event page's «Del» does. The numbers themselves are plain text.
 */
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
  if (!navigator.clipboard) continue;
  button.hidden = false;
  button.addEventListener('click', async () => {
    const message = button.closest('.recipient')?.querySelector<HTMLElement>('[data-copy-message]');
    if (!message) return;
    message.textContent = '';
    try {
      await navigator.clipboard.writeText(button.dataset.value ?? '');
      message.textContent = button.dataset.copy ?? '';
    } catch {
      message.textContent = message.dataset.failed ?? '';
    }
  });
}
