/**
 * Layout at four widths, one test per width walking a handful of page kinds on one page object:
 * no horizontal scroll (WCAG 1.4.10), a compact header (≤ 64 px on phones, the nav on one row from
 * 1024 px), no text under 12 px, targets of at least 24×24 px (2.5.8), and the home page's «Finn
 * fram» cards in rows without holes, the texts of a row starting at one height.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { layoutShifts } from '../support/layoutShifts';

const WIDTHS = [320, 390, 768, 1280];

/** An event page and a month's print sheet, found on /program. */
async function programmePaths(page: Page): Promise<string[]> {
  await page.goto('/program');
  const event = (await page.getByTestId('programme-item').first().locator('a').first().getAttribute('href'))!;
  const months = await page
    .locator('a[href^="/program/maned/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!).filter((href) => /^\/program\/maned\/\d{4}-\d{2}$/.test(href)));
  // The second month: the first is cut short by the build's date.
  return [event, `${months[1] ?? months[0]}/utskrift`];
}

/** What a visitor of this width should never meet on the page that is open. */
async function problems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`horizontal scroll: ${root.scrollWidth} > ${root.clientWidth}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent!.trim() || !parent.checkVisibility() || parent.closest('.visually-hidden')) continue;
      const size = parseFloat(getComputedStyle(parent).fontSize);
      if (size < 12) found.push(`${size}px text: «${node.textContent!.trim().slice(0, 30)}»`);
    }
    for (const target of document.querySelectorAll<HTMLElement>(
      'header a, header summary, footer a, footer button, .button, main button, .event-card a, .section-more',
    )) {
      if (!target.checkVisibility()) continue;
      const box = target.getBoundingClientRect();
      if (box.width < 24 || box.height < 24)
        found.push(`target ${Math.round(box.width)}×${Math.round(box.height)}: «${target.textContent.trim().slice(0, 30)}»`);
    }
    return found;
  });
}

/** Runs in the page: how the «Finn fram» cards break their grid (a row not filled edge to edge, texts at different heights). */
function cardFaults(list: Element): string[] {
  const faults: string[] = [];
  const box = list.getBoundingClientRect();
  const rows = new Map<number, Element[]>();
  for (const card of list.children) {
    const top = Math.round(card.getBoundingClientRect().top);
    rows.set(top, [...(rows.get(top) ?? []), card]);
  }
  for (const [top, cards] of rows) {
    const rects = cards.map((card) => card.getBoundingClientRect());
    if (Math.min(...rects.map((r) => r.left)) > box.left + 1 || Math.max(...rects.map((r) => r.right)) < box.right - 1)
      faults.push(
        `the row at ${top} px leaves a hole: ${rects.map((r) => `${Math.round(r.left)}–${Math.round(r.right)}`).join(', ')} of ${Math.round(box.left)}–${Math.round(box.right)}`,
      );
    const texts = cards.map((card) => Math.round(card.querySelector('span')!.getBoundingClientRect().top));
    if (new Set(texts).size > 1) faults.push(`the texts of the row at ${top} px start at ${texts.join(', ')} px`);
  }
  return faults;
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`${width} px: pages fit, header compact, text ≥ 12 px, targets ≥ 24 px`, async ({ page }) => {
      const [event, printSheet] = await programmePaths(page);
      const found: Record<string, string[]> = {};
      for (const path of ['/', '/program', event, printSheet, '/kart', '/medlemskap', '/utleie', '/juridisk/personvern', '/finnes-ikke']) {
        await page.goto(path);
        const list = await problems(page);
        if (list.length) found[path] = list;
      }
      expect(found).toEqual({});
      await page.goto('/');
      expect(await page.locator('.path-cards').evaluate(cardFaults), 'Finn fram').toEqual([]);

      const header = page.locator('.site-header');
      const menuButton = page.getByText('Meny', { exact: true });
      const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
      if (width < 1024) {
        expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
        await expect(nav).toBeHidden();
        await menuButton.click();
        await expect(nav.getByRole('link', { name: 'Program' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(nav).toBeHidden();
        await expect(menuButton).toBeFocused();
      } else {
        await expect(menuButton).toBeHidden();
        const tops = await nav.getByRole('link').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
        expect(new Set(tops).size, `nav rows: ${tops.join(', ')}`).toBe(1);
        expect((await header.boundingBox())!.height).toBeLessThanOrEqual(96);
      }
    });
  });
}

test.describe('320 px, readability', () => {
  // bypassCSP: the text-spacing override is an injected stylesheet, which the site's CSP rightly refuses.
  test.use({ viewport: { width: 320, height: 700 }, bypassCSP: true });

  test('the map labels render at 12 px or more, and text spacing (1.4.12) causes no horizontal scroll', async ({ page, request }) => {
    await page.goto('/kart');
    const map = page.getByRole('img', { name: /kart over sentrum/i });
    const src = (await map.getAttribute('src'))!;
    const svg = await (await request.get(src)).text();
    const viewBoxWidth = Number(/viewBox="[\d.]+ [\d.]+ ([\d.]+)/.exec(svg)![1]);
    const smallest = Math.min(...[...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1])));
    const rendered = (smallest * (await map.evaluate((img) => img.getBoundingClientRect().width))) / viewBoxWidth;
    expect(rendered, `smallest map label: ${rendered.toFixed(1)} px`).toBeGreaterThanOrEqual(12);

    for (const path of ['/', '/kart']) {
      await page.goto(path);
      await page.addStyleTag({
        content:
          '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
      });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        path,
      ).toBeLessThanOrEqual(0);
    }
  });
});

test('the heading font arriving late moves nothing: the fallback stays for that page', async ({ page }) => {
  // A slow connection: the font file comes a second after the page is shown.
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  for (const path of ['/', '/om-oss', '/vuefire/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Past the font's arrival.
    await page.waitForTimeout(1_500);
    expect(await layoutShifts(page), path).toEqual([]);
  }
});
