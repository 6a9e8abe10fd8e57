/**
 * The programme by keyboard only: from /program to an event, then its toggle, share, print and
 * attendance. At every focus stop the focus must be visible (an outline of at least 2 px) and not
 * covered by a fixed element (the element at the centre of the focused one is it or inside it).
 */
import { expect, test, type Page } from '@playwright/test';

interface Stop { name: string; atBody: boolean; outline: number; style: string; covered: boolean; hit: string }

async function focusStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '<body>', atBody: true, outline: 0, style: 'none', covered: false, hit: '' };
    const style = getComputedStyle(el);
    // A link wrapped over two lines has its box's centre between the lines: use its first line.
    const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const describe = (e: Element | null) => (e ? `${e.tagName.toLowerCase()}${e.className ? `.${String(e.className).split(' ').join('.')}` : ''}` : 'nothing');
    return {
      name: `${describe(el)} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}»`,
      atBody: false,
      outline: parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      covered: !(hit && (hit === el || el.contains(hit))),
      hit: describe(hit),
    };
  });
}

async function expectVisibleFocus(page: Page, where: string): Promise<Stop> {
  const stop = await focusStop(page);
  expect(stop.atBody, `${where}: fokus falt til <body>`).toBe(false);
  expect(stop.style, `${where}: ${stop.name} har ingen synlig fokusramme`).not.toBe('none');
  expect(stop.outline, `${where}: fokusrammen på ${stop.name} er under 2 px`).toBeGreaterThanOrEqual(2);
  expect(stop.covered, `${where}: ${stop.name} er dekket av ${stop.hit}`).toBe(false);
  return stop;
}

/** Tabs on, checking every stop, until `target` has focus; gives the number of stops. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, where: string, max = 60): Promise<number> {
  for (let stops = 1; stops <= max; stops++) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, `${where}, stopp ${stops}`);
    if (await target.evaluate((el) => el === document.activeElement)) return stops;
  }
  throw new Error(`${where}: nådde ikke målet etter ${max} tabulatortrykk`);
}

test('keyboard walk: programme → event → toggle → share → print → attendance, focus always visible and uncovered', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    window.print = () => { (window as unknown as { printed: number }).printed = 1; };
  });
  await page.goto('/program');
  // The cookie banner's own walk is in its feature's tests: here it is answered first.
  await page.getByRole('region', { name: 'Vi bruker informasjonskapsler' }).getByRole('button', { name: 'Godta' }).click();

  // The first card not yet over by the browser's clock (ended ones are hidden).
  const firstCard = page.locator('[data-testid="programme-item"]:visible').first().locator('.programme-title');
  const title = (await firstCard.textContent())!.trim();
  let stops = await tabTo(page, firstCard, '/program');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The islands appear once hydrated; wait, so Tab meets them.
  const print = page.getByRole('button', { name: 'Skriv ut' });
  const share = page.getByRole('button', { name: 'Del' });
  const summary = page.getByRole('button', { name: 'Sammendrag' });
  await expect(share).toBeVisible();
  await expect(summary).toBeVisible();

  stops += await tabTo(page, print, 'arrangement → Skriv ut');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  await expectVisibleFocus(page, 'etter Skriv ut');

  stops += await tabTo(page, share, 'arrangement → Del');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).not.toBeEmpty();
  await expectVisibleFocus(page, 'etter Del');

  stops += await tabTo(page, summary, 'arrangement → Sammendrag');
  await page.keyboard.press('Enter');
  await expect(summary).toHaveAttribute('aria-pressed', 'true');
  await expectVisibleFocus(page, 'etter Sammendrag');

  const attendance = page.getByTestId('event-attendance').getByRole('button').first();
  await expect(attendance).toBeVisible();
  stops += await tabTo(page, attendance, 'arrangement → Kommer du?');
  console.log(`keyboard walk: ${stops} focus stops checked`);
});
