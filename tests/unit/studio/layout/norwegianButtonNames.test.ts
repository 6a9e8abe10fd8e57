// @vitest-environment jsdom
/**
 * Sanity's English button names in the Studio get Norwegian ones, also when Sanity draws or renames
 * them after the Studio has started (the browser walk checks the Studio itself: tests/e2e/studio).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { keepButtonsNamedInNorwegian, nameButtonsInNorwegian, NORWEGIAN_NAMES } from '../../../../studio/layout/norwegianButtonNames';

const CLOSE_ICON = '<svg data-sanity-icon="close"></svg>';
afterEach(() => document.body.replaceChildren());

/** Lets the MutationObserver's callback run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('nameButtonsInNorwegian', () => {
  it('renames Sanity’s «Open», «Clear» and «Close», and names a ✕ that has no name', () => {
    document.body.innerHTML = `<button aria-label="Open"></button><button aria-label="Clear"></button>
      <button aria-label="Close"></button><button><span>${CLOSE_ICON}</span></button>`;
    nameButtonsInNorwegian(document.body);
    expect([...document.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      NORWEGIAN_NAMES.Open,
      NORWEGIAN_NAMES.Clear,
      NORWEGIAN_NAMES.Close,
      NORWEGIAN_NAMES.Close,
    ]);
  });

  it('names a ✕ however deep its icon is wrapped, but not a button with words of its own', () => {
    document.body.innerHTML = `<button id="deep"><span><span><span>${CLOSE_ICON}</span></span></span></button>
      <button id="worded"><span>Fjern</span><span><span>${CLOSE_ICON}</span></span></button>`;
    nameButtonsInNorwegian(document.body);
    expect(document.getElementById('deep')?.getAttribute('aria-label')).toBe(NORWEGIAN_NAMES.Close);
    expect(document.getElementById('worded')?.hasAttribute('aria-label')).toBe(false);
  });

  it('leaves names it does not know, and words that only contain them, as they are', () => {
    document.body.innerHTML = '<button aria-label="Opening hours"></button><button aria-label="Lukk dialogen"></button><p>Close</p>';
    nameButtonsInNorwegian(document.body);
    expect([...document.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual(['Opening hours', 'Lukk dialogen']);
    expect(document.querySelector('p')?.textContent).toBe('Close'); // not a tooltip: a volunteer's own text
  });
});

describe('keepButtonsNamedInNorwegian', () => {
  it('renames what Sanity draws later: a button, a renamed button, a tooltip', async () => {
    const stop = keepButtonsNamedInNorwegian(document.body);
    const later = document.createElement('button');
    later.setAttribute('aria-label', 'Open');
    document.body.append(later);
    const tooltip = document.createElement('div');
    tooltip.dataset.ui = 'Tooltip';
    tooltip.innerHTML = '<div><span>Close</span></div>';
    document.body.append(tooltip);
    await settled();
    expect(later.getAttribute('aria-label')).toBe(NORWEGIAN_NAMES.Open);
    expect(tooltip.textContent).toBe(NORWEGIAN_NAMES.Close);
    later.setAttribute('aria-label', 'Clear');
    await settled();
    expect(later.getAttribute('aria-label')).toBe(NORWEGIAN_NAMES.Clear);
    stop();
    later.setAttribute('aria-label', 'Open');
    await settled();
    expect(later.getAttribute('aria-label')).toBe('Open');
  });
});
