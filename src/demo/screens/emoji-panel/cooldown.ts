/** What the cooldown status says. */
export const cooldownText = (wait: number): string =>
  wait > 0 ? `Wait ${wait} second${wait === 1 ? '' : 's'} before placing again.` : 'You can place your emoji now.';
