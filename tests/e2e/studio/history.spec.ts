/**
 * Undo in the built Studio (studio/dist) against the Sanity API stand-in: a volunteer publishes a
 * page twice, opens «Historikk», picks the earlier version and restores it with «Gjenopprett»; the
 * restored version is the draft, and publishing it puts it back on the site's API.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { useStudioHarness } from './studioHarness';

const ID = 'legalPage-personvern';
const VERSIONS = ['Personvern, versjon 2', 'Personvern, versjon 3'];

const harness = useStudioHarness();

async function openDocument(): Promise<Page> {
  const page = await harness.studioPage();
  await page.goto(`${harness.studioUrl}intent/edit/id=${ID};type=legalPage/`, { waitUntil: 'domcontentloaded' });
  return page;
}

async function publishTitle(page: Page, title: string) {
  const field = page.getByLabel('Tittel', { exact: true });
  await field.fill(title);
  await expect.poll(() => harness.standIn.store.get(`drafts.${ID}`)?.title, { timeout: 60_000 }).toBe(title);
  await page.getByRole('button', { name: 'Publiser', exact: true }).click();
  await expect.poll(() => harness.standIn.store.get(ID)?.title, { timeout: 60_000 }).toBe(title);
  await expect.poll(() => harness.standIn.store.get(`drafts.${ID}`), { timeout: 60_000 }).toBeNull();
}

test('«Historikk» lists the versions and «Gjenopprett» brings the earlier one back', async () => {
  test.setTimeout(600_000);
  const page = await openDocument();
  await expect(page.getByLabel('Tittel', { exact: true })).toBeVisible({ timeout: 300_000 });

  await test.step('publish twice', async () => {
    for (const title of VERSIONS) await publishTitle(page, title);
  });

  await test.step('«Historikk» shows the versions, without an error', async () => {
    await page.goto(`${page.url().replace(/\/$/, '')},inspect=sanity%2Fstructure%2Fhistory`, { waitUntil: 'domcontentloaded' });
    const list = page.getByRole('listbox', { name: 'Dokumentrevisjoner' }).or(page.getByLabel('Dokumentrevisjoner'));
    await expect(list.first()).toBeVisible({ timeout: 300_000 });
    await expect(page.getByText('En feil oppstod under henting av dokumentendringer.')).toHaveCount(0);
    await expect(list.first().getByText('Publisert')).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath('historikk.png') });
  });

  await test.step('pick the earlier version and restore it', async () => {
    const list = page.getByRole('listbox', { name: 'Dokumentrevisjoner' }).or(page.getByLabel('Dokumentrevisjoner')).first();
    await list.getByText('Publisert').nth(1).click();
    await expect(page.getByLabel('Tittel', { exact: true })).toHaveValue(VERSIONS[0], { timeout: 60_000 });
    await page.getByRole('button', { name: 'Gjenopprett', exact: true }).click();
    // Sanity asks in a popover, not a dialog, and its confirm button falls back to «Bekreft».
    await expect(page.getByText('Er du sikker på at du vil gjenopprette til valgte versjon?')).toBeVisible();
    await page.getByRole('button', { name: 'Bekreft', exact: true }).click();
    await expect.poll(() => harness.standIn.store.get(`drafts.${ID}`)?.title, { timeout: 60_000 }).toBe(VERSIONS[0]);
    await expect(page.getByLabel('Tittel', { exact: true })).toHaveValue(VERSIONS[0]);
  });

  await test.step('publish the restored version', async () => {
    await page.getByRole('button', { name: 'Publiser', exact: true }).click();
    await expect.poll(() => harness.standIn.store.get(ID)?.title, { timeout: 60_000 }).toBe(VERSIONS[0]);
  });
  await page.context().close();
});
