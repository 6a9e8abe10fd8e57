/**
 * Two volunteers in one document at once (docs/volunteer-guide.md, «To som redigerer samtidig»), in
 * the built Studio (studio/dist) against the Sanity API stand-in, each in a browser of their own: A
 * types into «Beskrivelse» letter by letter while B changes «Tittel». Each Studio merges the other's
 * patches as they come through the listener: none of A's letters is lost and B's title reaches A.
 * B publishes what both wrote; what A types after that is in a new draft.
 *
 * Not tested, as it is Sanity's own behaviour (the guide says so): a publish deletes the draft, and
 * a Studio that hears its draft deleted drops the letters it has not sent yet (@sanity/mutator's
 * BufferedDocument), so letters typed in the second before the publish can vanish.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { useStudioHarness } from './studioHarness';

const ID = 'legalPage-bruksvilkar';
const B_TITLE = 'Vilkår for bruk av nettsiden';
/** What A adds to the description, while B writes the title; the field allows 160 characters. */
const TYPED = ' Skrevet bokstav for bokstav mens den andre skrev.';
/** What A types after B published. */
const AFTER_PUBLISH = ' Og litt til.';
/** Letters A types before B starts on the title. */
const BEFORE_B = 10;
/** A's pace: about a volunteer's; the Studio sends a patch about once a second, so several go out. */
const KEY_DELAY_MS = 150;

const harness = useStudioHarness();

/** One volunteer's own browser (a context of its own: its own Studio, listener and document store). */
async function openAsVolunteer(): Promise<Page> {
  const page = await harness.studioPage();
  await page.goto(`${harness.studioUrl}intent/edit/id=${ID};type=legalPage/`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByLabel('Tittel', { exact: true })).toBeVisible({ timeout: 300_000 });
  return page;
}

type LegalPage = { title?: string; description?: string } | null;

test('A types in one field while B changes another: no letter of A is lost, B’s change reaches A; B publishes both', async () => {
  test.setTimeout(600_000);
  const original = (harness.standIn.store.get(ID) as LegalPage)?.description ?? '';
  expect((original + TYPED + AFTER_PUBLISH).length).toBeLessThanOrEqual(160);
  const [a, b] = await Promise.all([openAsVolunteer(), openAsVolunteer()]);
  const published = () => harness.standIn.store.get(ID) as LegalPage;
  const draft = () => harness.standIn.store.get(`drafts.${ID}`) as LegalPage;
  const typeSlowly = async (text: string, meanwhile?: { after: number; run: () => Promise<void> }) => {
    let other: Promise<void> | undefined;
    for (const [i, letter] of [...text].entries()) {
      if (i === meanwhile?.after) other = meanwhile.run();
      await a.keyboard.type(letter);
      await a.waitForTimeout(KEY_DELAY_MS);
    }
    await other;
  };

  await test.step('A types into «Beskrivelse» letter by letter; B writes a new «Tittel» meanwhile', async () => {
    await a.getByLabel('Beskrivelse', { exact: true }).focus();
    await a.keyboard.press('Control+End');
    let bSavedWhileATyped = false;
    await typeSlowly(TYPED, {
      after: BEFORE_B,
      run: async () => {
        await b.getByLabel('Tittel', { exact: true }).fill(B_TITLE);
        await expect.poll(() => draft()?.title, { timeout: 60_000 }).toBe(B_TITLE);
        // A's letters kept arriving while B's title was saved: the two were written at once.
        bSavedWhileATyped = (draft()?.description ?? '').length < (original + TYPED).length;
      },
    });
    expect(bSavedWhileATyped, 'B’s title was saved while A was still typing').toBe(true);
  });

  await test.step('every letter A typed is in the draft, with B’s title; each Studio shows both', async () => {
    await expect.poll(() => draft()?.description, { timeout: 60_000 }).toBe(original + TYPED);
    expect(draft()?.title).toBe(B_TITLE);
    await expect(a.getByLabel('Beskrivelse', { exact: true })).toHaveValue(original + TYPED);
    await expect(a.getByLabel('Tittel', { exact: true })).toHaveValue(B_TITLE, { timeout: 60_000 });
    await expect(b.getByLabel('Beskrivelse', { exact: true })).toHaveValue(original + TYPED, { timeout: 60_000 });
    await expect(b.getByLabel('Tittel', { exact: true })).toHaveValue(B_TITLE);
  });

  await test.step('B publishes what both wrote; what A types next is in a new draft on top of it', async () => {
    const publish = b.getByRole('button', { name: 'Publiser', exact: true });
    await expect(publish).toBeEnabled({ timeout: 60_000 });
    await publish.click();
    await expect.poll(() => published()?.description, { timeout: 60_000 }).toBe(original + TYPED);
    expect(published()?.title).toBe(B_TITLE);
    await expect.poll(() => draft(), { timeout: 60_000 }).toBeNull();
    // A types on once A's Studio has heard of the publish (its «Publiser» has nothing left to publish).
    await expect(a.getByRole('button', { name: 'Publiser', exact: true, disabled: false })).toHaveCount(0, { timeout: 60_000 });
    await a.getByLabel('Beskrivelse', { exact: true }).focus();
    await a.keyboard.press('Control+End');
    await typeSlowly(AFTER_PUBLISH);
    await expect.poll(() => draft()?.description, { timeout: 60_000 }).toBe(original + TYPED + AFTER_PUBLISH);
    expect(draft()?.title).toBe(B_TITLE);
    await expect(b.getByLabel('Beskrivelse', { exact: true })).toHaveValue(original + TYPED + AFTER_PUBLISH, { timeout: 60_000 });
  });
  await a.context().close();
  await b.context().close();
});
