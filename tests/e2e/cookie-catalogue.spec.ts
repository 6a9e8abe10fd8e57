/**
 * The cookie page on a phone: a card per stored thing instead of a table of seven
 * columns. At 320 and 390 px no stored name is broken inside a word (only after «:» or at «-»), no
 * name runs out of its card, and neither the cards nor the page scroll sideways.
 */
import { expect, test } from '../support/test';
import { paths } from '../../model/routes';
import { expectNoAxeViolationsInBothSchemes } from '../support/axe';

const WIDTHS = [320, 390];

/** Runs in the page: what is wrong with each stored name and each card (empty when nothing). */
function layoutFaults(names: Element[]): string[] {
  const faults: string[] = [];
  for (const code of names) {
    const name = code.textContent ?? '';
    const box = code.closest('h3, th, dt') ?? code.parentElement!;
    if (box.scrollWidth > box.clientWidth) faults.push(`${name}: ${box.scrollWidth} px i en boks på ${box.clientWidth} px`);
    const limits = box.getBoundingClientRect();
    // Each character's box, in order across the text nodes (a <wbr> splits them).
    const chars: { ch: string; rect: DOMRect }[] = [];
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
      for (let i = 0; i < n.data.length; i++) {
        range.setStart(n, i);
        range.setEnd(n, i + 1);
        // A character just after a break may also report an empty box at the end of the line before.
        const rect = [...range.getClientRects()].filter((r) => r.width > 0).at(-1);
        if (rect) chars.push({ ch: n.data[i], rect });
      }
    }
    chars.forEach(({ ch, rect }, i) => {
      if (rect.left < limits.left - 0.5 || rect.right > limits.right + 0.5) faults.push(`${name}: «${ch}» står utenfor boksen`);
      const before = chars[i - 1];
      if (before && rect.top > before.rect.top + 2 && !/[:-]/.test(before.ch)) {
        const at = chars
          .slice(0, i)
          .map((c) => c.ch)
          .join('');
        faults.push(`${name}: delt midt i et ord, «${at}|${name.slice(at.length)}»`);
      }
    });
  }
  const catalogue = document.querySelector('.cookie-catalogue')!;
  for (const box of [catalogue, ...catalogue.querySelectorAll('.cookie-card, table')]) {
    if (box.scrollWidth > box.clientWidth + 1)
      faults.push(`${box.className || box.tagName}: ${box.scrollWidth} px bredt innhold i ${box.clientWidth} px`);
    if (box.getBoundingClientRect().right > innerWidth + 0.5) faults.push(`${box.className || box.tagName}: går ut over skjermen`);
  }
  if (document.documentElement.scrollWidth > innerWidth) faults.push(`siden er ${document.documentElement.scrollWidth} px bred`);
  return faults;
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`the cookie page at ${width} px: every stored name whole or broken after «:» or «-», nothing wider than the screen`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'cookie-consent-banner-dismissed', value: 'true', url: baseURL! }]);
      await page.goto(paths.legal('informasjonskapsler'));
      await page.evaluate(() => document.fonts.ready);
      const names = page.locator('.cookie-catalogue code');
      expect(await names.count()).toBeGreaterThan(3);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        expect(await names.evaluateAll(layoutFaults), colorScheme).toEqual([]);
      }
    });
  });
}

test('axe, both schemes: the cookie page, the privacy page and a demo page with its storage list open', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'cookie-consent-banner-dismissed', value: 'true', url: baseURL! }]);
  for (const path of [paths.legal('informasjonskapsler'), paths.legal('personvern')]) {
    await page.goto(path);
    await expectNoAxeViolationsInBothSchemes(page);
  }
  await page.goto(`${paths.vuefire}/counter`);
  await page.getByText('What this demo stores in your browser').click();
  await expect(page.getByRole('contentinfo').locator('dt').first()).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page);
});
