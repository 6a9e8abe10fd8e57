/**
 * The phone menu is a details/summary and works without JavaScript. With it, Esc closes an open
 * menu and puts focus back on the «Meny» button, so keyboard users are never left in a hidden nav.
 */
const toggle = document.querySelector<HTMLDetailsElement>('[data-menu-toggle]');
const summary = toggle?.querySelector('summary');
if (toggle && summary) {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !toggle.open) return;
    toggle.open = false;
    summary.focus();
  });
}
