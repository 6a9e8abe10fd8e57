/**
 * A tap on «Kommer» or «Kanskje» before the attendance island has hydrated (it loads when scrolled
 * into view, and on a slow phone the visitor is quicker) would do nothing, silently. The newest such
 * tap is kept and made again on the same button once the island has hydrated (Astro's
 * «astro:hydrate»); React then answers it as any click.
 */
export function keepEarlyTaps(): void {
  for (const part of document.querySelectorAll('.attendance')) keepEarlyTapsOn(part);
}

function keepEarlyTapsOn(part: Element): void {
  const island = part.closest('astro-island[ssr]');
  if (!island) return;
  let tapped = -1;
  const remember = (event: Event) => {
    const button = (event.target as Element).closest('button');
    if (button) tapped = [...island.querySelectorAll('button')].indexOf(button);
  };
  island.addEventListener('click', remember, { capture: true });
  // The buttons wait unseen in the static HTML: from now on a tap is kept, so they may show.
  for (const group of island.querySelectorAll<HTMLElement>('.attendance-actions[data-pending]')) delete group.dataset.pending;
  island.addEventListener(
    'astro:hydrate',
    () => {
      island.removeEventListener('click', remember, { capture: true });
      // The server's buttons and the first render's are the same, in the same order.
      if (tapped >= 0) island.querySelectorAll('button')[tapped]?.click();
    },
    { once: true },
  );
}
