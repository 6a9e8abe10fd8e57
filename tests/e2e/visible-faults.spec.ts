/**
 * What a visitor sees, at 320, 390, 768 and 1366 px in light and dark: on every page kind and state
 * below, no text painted over, running out of its box or into other text, no word broken without a
 * hyphen (an address only after «/», «.», «@» or «-»), every text at WCAG contrast, no focus ring
 * cut off, no empty band taller than a line and no line of body text over the measure
 * (tests/support/visibleFaults.ts).
 * Axe passes on all of these; this is what it cannot see.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { subjectsNow } from '../support/siteClock';
import { visibleFaults } from '../support/visibleFaults';
import { paths } from '../../model/routes';

const WIDTHS = [320, 390, 768, 1366];
const SCHEMES = ['light', 'dark'] as const;

interface State {
  name: string;
  path: string;
  /** Brings the page into the state to check (an island started, a menu open, errors shown). */
  act?: (page: Page) => Promise<void>;
  /** A first visit: the cookie banner shows. */
  firstVisit?: boolean;
}

/** Scrolls through the page so islands that start on view start, then waits for the summary toggle. */
async function islandsStarted(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(done));
    }
    scrollTo(0, 0);
  });
  if (await page.locator('.toggle-buttons').count()) {
    // Started when it comes into view: bring it there and let it settle (slow on a busy machine).
    await page.locator('.toggle-buttons').evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await page.locator('.toggle-buttons:not([data-pending])').waitFor({ timeout: 30_000 });
    await page.evaluate(() => scrollTo(0, 0));
  }
}

/** /utleie's islands started: the bookings read into the list of what is free, the form's button there. */
async function hireIslandsStarted(page: Page): Promise<void> {
  const availability = page.locator('.availability');
  await availability.scrollIntoViewIfNeeded();
  await expect(availability).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  const send = page.getByRole('button', { name: 'Send forespørsel' });
  await page.getByRole('form', { name: 'Send en forespørsel' }).scrollIntoViewIfNeeded();
  await expect(send).toBeEnabled({ timeout: 15_000 });
  await page.evaluate(() => scrollTo(0, 0));
}

const { meeting, multiDay, cancelled } = await subjectsNow();

const STATES: State[] = [
  { name: 'forsiden', path: paths.home },
  { name: 'forsiden, første besøk (banneret)', path: paths.home, firstVisit: true },
  {
    name: 'forsiden, menyen åpen',
    path: paths.home,
    act: async (page) => {
      const menu = page.locator('.menu-toggle summary');
      if (await menu.isVisible()) await menu.click();
    },
  },
  { name: 'programmet', path: paths.program },
  { name: 'listen med et flerdagsarrangement', path: multiDay.listedOn },
  { name: 'møte i en serie', path: paths.event(meeting.occurrenceId), act: islandsStarted },
  { name: 'flerdagsarrangement', path: paths.event(multiDay.occurrence.occurrenceId), act: islandsStarted },
  { name: 'avlyst arrangement', path: paths.event(cancelled.occurrence.occurrenceId), act: islandsStarted },
  { name: 'kalendersiden til et avlyst arrangement', path: paths.calendar(cancelled.occurrence.occurrenceId) },
  { name: 'legg til i kalenderen (feed-adressene)', path: paths.subscribe },
  { name: 'personvern', path: paths.legal('personvern') },
  { name: 'informasjonskapsler', path: paths.legal('informasjonskapsler') },
  {
    name: 'medlemskap med feil',
    path: paths.membership,
    act: async (page) => {
      // The button comes with the island, which starts when the form is in view.
      await page.getByRole('form', { name: 'Søk om medlemskap' }).scrollIntoViewIfNeeded();
      const send = page.getByRole('button', { name: 'Send søknad' });
      await expect(send).toBeEnabled({ timeout: 15_000 });
      await send.click();
      await page.locator('.error-summary:focus').waitFor();
    },
  },
  { name: 'utleie, det ledige lest', path: paths.hallHire, act: hireIslandsStarted },
  {
    name: 'utleie, skjemaet med feil',
    path: paths.hallHire,
    act: async (page) => {
      await hireIslandsStarted(page);
      await page.getByRole('button', { name: 'Send forespørsel' }).click();
      await page.locator('.error-summary:focus').waitFor();
    },
  },
];

// One page per width and state, looked at in both schemes: the schemes are CSS only (prefers-color-scheme,
// no transitions), so switching the emulated scheme repaints the same state without loading it again.
for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const state of STATES) {
      test(`${width} px, ${state.name}, light and dark: nothing covered, clipped, overflowing, broken mid-word or faint; focus rings whole`, async ({
        page,
        context,
        baseURL,
      }) => {
        if (!state.firstVisit) await context.addCookies([{ name: 'cookie-consent-banner-dismissed', value: 'true', url: baseURL! }]);
        await page.emulateMedia({ colorScheme: SCHEMES[0] });
        await page.goto(state.path);
        await page.evaluate(() => document.fonts.ready);
        if (state.firstVisit) await page.locator('.cookie-banner').waitFor();
        if (state.act) await state.act(page);
        for (const colorScheme of SCHEMES) {
          await page.emulateMedia({ colorScheme });
          expect(await visibleFaults(page), `${state.path} ved ${width} px, ${colorScheme}`).toEqual([]);
        }
      });
    }
  });
}

test.describe('390 px, first visit', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('answering the cookie banner leaves the page where it was: the header stays whole in view', async ({ page }) => {
    await page.goto(paths.home);
    await page.getByRole('button', { name: 'Avslå' }).click();
    await expect(page.locator('main')).toBeFocused();
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(await visibleFaults(page)).toEqual([]);
  });
});
