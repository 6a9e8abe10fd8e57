/**
 * The empty-band check of the reading sweep (tests/support/readingFaults.ts) on the event page's
 * tools as they were and as they are: the share message, empty until a link is copied, kept a line
 * free under the buttons (min-height: 1.5em in a wrapping flex row with a gap), a band taller than a
 * line that painted nothing. It must be flagged there and pass without the kept line.
 */
import { expect, test } from '../../support/test';
import { LONGEST_LINE, readingFaults } from '../../support/readingFaults';

/** The event page's tools in the styles of src/styles/event.css; `kept` is the old rule's extra. */
const eventTools = (kept: string) => `<style>
  body { font-size: 16px; line-height: 1.6; }
  .event-tools { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 1.25rem 0; }
  .event-tools .share-message { flex-basis: 100%; margin: 0; font-weight: 600; ${kept} }
</style>
<main><article class="event">
  <h1>Bønnemøte</h1>
  <div class="event-tools">
    <a href="/program/bonnemote/kalender">Legg i kalenderen</a>
    <button type="button" class="button secondary">Skriv ut</button>
    <button type="button" class="button secondary">Del</button>
    <p role="status" aria-live="polite" class="share-message" data-share-message></p>
  </div>
  <p>Vi samles til bønn og samtale i den lille salen.</p>
</article></main>`;

test('the empty share message that kept a line free is an empty band; without the kept line it passes', async ({ page }) => {
  await page.setContent(eventTools('min-height: 1.5em;'));
  const faults = await page.evaluate(readingFaults, LONGEST_LINE);
  expect(faults).toHaveLength(1);
  expect(faults[0]).toMatch(/^tomt felt på \d+ px \(mer enn en linje\): p\.share-message etter «Del»$/);

  await page.setContent(eventTools(''));
  expect(await page.evaluate(readingFaults, LONGEST_LINE)).toEqual([]);
});

test('a filled share message paints and is no band', async ({ page }) => {
  await page.setContent(eventTools('min-height: 1.5em;').replace('data-share-message></p>', 'data-share-message>Lenken er kopiert.</p>'));
  expect(await page.evaluate(readingFaults, LONGEST_LINE)).toEqual([]);
});
