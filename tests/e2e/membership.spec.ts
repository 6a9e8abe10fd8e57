/** The membership application on /medlemskap, against the Firestore emulator and its rules. */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { emulatorHosts } from '../support/demoEmulators';
import { applicationsFrom } from '../support/siteFirestore';
import { osloDateKey } from '../../model/osloTime';
import { expectNoAxeViolations } from '../support/axe';
import { getMembership } from '../../src/content/pages';
import { groqJsFetcher, loadBundledDataset } from '../../src/content/sources';

// An applicant's age is counted from today by the form and by the rules (the emulator's, the
// machine's time), not from the build's day: this spec keeps the browser on the machine's clock.
test.use({ buildClock: false });

/** The minimum age of the membership document the site was built from (the bundled dataset). */
const { minimumAge: MINIMUM_AGE } = await getMembership(groqJsFetcher(loadBundledDataset()));

const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.no`;

/** "yyyy-mm-dd" for someone who is `years` old today in Oslo, or turns so `daysAhead` days from now. */
function birthDate(years: number, daysAhead = 0): string {
  const [y, m, d] = osloDateKey(new Date()).split('-').map(Number);
  return new Date(Date.UTC(y - years, m - 1, d + daysAhead)).toISOString().slice(0, 10);
}

/** Opens the form and waits until its island runs (the button is enabled only then). */
async function openForm(page: Page) {
  await page.goto('/medlemskap');
  await page.getByRole('button', { name: 'Avslå' }).click();
  const form = page.getByRole('form', { name: 'Søk om medlemskap' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Send søknad' })).toBeEnabled({ timeout: 15_000 });
  return form;
}

async function fill(page: Page, email: string, born: string) {
  return fillFields(await openForm(page), email, born);
}

async function fillFields(form: Locator, email: string, born: string) {
  await form.getByLabel('Fullt navn').fill('Kari Nordmann');
  const [year, month, day] = born.split('-');
  await form.getByLabel('Dag', { exact: true }).fill(String(Number(day)));
  await form.getByLabel('Måned', { exact: true }).fill(String(Number(month)));
  await form.getByLabel('År', { exact: true }).fill(year);
  await form.getByLabel('Adresse').fill('Storgata 1');
  await form.getByLabel('Postnummer').fill('0155');
  await form.getByLabel('Poststed').fill('Oslo');
  await form.getByLabel('E-post').fill(email);
  await form.getByLabel('Telefon').fill('912 34 567');
  await form.getByLabel('Melding (valgfritt)').fill('Gleder meg!');
  await form.getByLabel(/Jeg samtykker/).check();
  return form;
}

test('empty form: a focused error summary links to each field; errors tied to their fields', async ({ page }) => {
  const form = await openForm(page);
  const dateParts = form.getByRole('group', { name: 'Fødselsdato' }).getByRole('textbox');
  await expect(dateParts).toHaveCount(3);
  for (const part of await dateParts.all()) await expect(part).toHaveAttribute('inputmode', 'numeric');
  await expect(form.locator('input[type="date"]')).toHaveCount(0);
  await form.getByRole('button', { name: 'Send søknad' }).click();
  const summary = form.locator('.error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(8);
  await summary.getByRole('link', { name: 'Fyll inn fødselsdato.' }).click();
  await expect(form.getByLabel('Dag', { exact: true })).toBeFocused();
  await summary.getByRole('link', { name: 'Fyll inn fullt navn.' }).click();
  const name = form.getByLabel('Fullt navn');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Fyll inn fullt navn.');
  await expect(form.getByLabel(/Jeg samtykker/)).toHaveAccessibleDescription(
    /Du må samtykke.*Les hvordan vi behandler personopplysninger|Les hvordan.*Du må samtykke/,
  );
  await expect(form.getByRole('link', { name: 'Les hvordan vi behandler personopplysninger' })).toHaveAttribute(
    'href',
    '/juridisk/personvern',
  );
  await expectNoAxeViolations(page);
});

test("what is typed before the form's script runs is kept, in the fields and in what is checked", async ({ page }) => {
  // A slow connection: the island's module arrives only after the visitor has started typing.
  let arrive!: () => void;
  const held = new Promise<void>((done) => (arrive = done));
  await page.route(/\/_astro\/MembershipForm\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/medlemskap');
  await page.getByRole('button', { name: 'Avslå' }).click();
  const form = page.getByRole('form', { name: 'Søk om medlemskap' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Fullt navn').fill('Kari Nordmann');
  await form.getByLabel('Dag', { exact: true }).fill('14');
  await form.getByLabel(/Jeg samtykker/).check();
  const send = form.getByRole('button', { name: 'Send søknad' });
  // Until the script runs there is no button that cannot send, but the way to apply without it.
  await expect(send).toHaveCount(0);
  const elsewhere = form.getByTestId('apply-without-script');
  await expect(elsewhere).toBeVisible();
  await expect(elsewhere.getByRole('link')).toHaveAttribute('href', /^mailto:.+@/);
  arrive();
  await expect(send).toBeEnabled({ timeout: 15_000 });
  await expect(elsewhere).toHaveCount(0);
  await expect(form.getByLabel('Fullt navn')).toHaveValue('Kari Nordmann');
  await expect(form.getByLabel('Dag', { exact: true })).toHaveValue('14');
  await expect(form.getByLabel(/Jeg samtykker/)).toBeChecked();
  // The form's own state has them: no message asks for the name or the consent.
  await send.click();
  const summary = form.locator('.error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Fyll inn fullt navn.' })).toHaveCount(0);
  await expect(summary.getByRole('link', { name: /Du må samtykke/ })).toHaveCount(0);
  await expect(summary.getByRole('link', { name: 'Fyll inn adresse.' })).toHaveCount(1);
});

test('too young: clear Norwegian message before sending, nothing stored', async ({ page, request }) => {
  test.setTimeout(90_000);
  const hosts = await emulatorHosts(request);
  const email = uniqueEmail('ung');
  const form = await fill(page, email, birthDate(MINIMUM_AGE, 1));
  await form.getByRole('button', { name: 'Send søknad' }).click();
  const tooYoung = new RegExp(`Du må være minst ${MINIMUM_AGE} år for å bli medlem\\.`);
  await expect(form.locator('.error-summary')).toBeFocused();
  await form.getByRole('link', { name: tooYoung }).click();
  const day = form.getByLabel('Dag', { exact: true });
  await expect(day).toBeFocused();
  await expect(day).toHaveAttribute('aria-invalid', 'true');
  await expect(day).toHaveAccessibleDescription(tooYoung);
  // Nothing typed is lost.
  await expect(form.getByLabel('År', { exact: true })).toHaveValue(birthDate(MINIMUM_AGE, 1).slice(0, 4));
  await expect(form.getByLabel('E-post')).toHaveValue(email);
  expect(await applicationsFrom(request, hosts, email)).toEqual([]);
});

test('a name with invisible characters (pasted zero-width spaces, a bidi override): Norwegian message at the field, nothing stored', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const hosts = await emulatorHosts(request);
  const email = uniqueEmail('usynlig');
  const form = await fill(page, email, birthDate(40));
  const name = form.getByLabel('Fullt navn');
  const typed = 'Kari\u200B\u200B \u202ENordmann';
  await name.fill(typed);
  await form.getByRole('button', { name: 'Send søknad' }).click();
  const invisible = /Navnet har tegn som ikke synes/;
  await expect(form.locator('.error-summary')).toBeFocused();
  await form.getByRole('link', { name: invisible }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(invisible);
  await expect(name).toHaveValue(typed);
  expect(await applicationsFrom(request, hosts, email)).toEqual([]);
});

test('valid application is stored with exactly its fields; a focused panel says thanks', async ({ page, request }) => {
  test.setTimeout(90_000);
  const hosts = await emulatorHosts(request);
  const email = uniqueEmail('gyldig');
  const born = birthDate(MINIMUM_AGE);
  const form = await fill(page, email, born);
  await form.getByRole('button', { name: 'Send søknad' }).click();
  const thanks = page.getByRole('heading', { name: 'Takk! Søknaden er sendt.' });
  await expect(thanks).toBeFocused({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ has: thanks })).toContainText(`Vi tar kontakt på e-post til ${email}`);
  await expect(form).toHaveCount(0);
  const stored = await applicationsFrom(request, hosts, email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    fullName: 'Kari Nordmann',
    birthDate: born,
    postcode: '0155',
    place: 'Oslo',
    phone: '912 34 567',
    message: 'Gleder meg!',
    consent: true,
  });
  expect(Object.keys(stored[0]).sort()).toEqual([
    'address',
    'birthDate',
    'consent',
    'createdAt',
    'email',
    'fullName',
    'message',
    'phone',
    'place',
    'postcode',
  ]);
});

test('a second application within a minute is held back with the seconds to wait, not «avvist»; input is kept', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const hosts = await emulatorHosts(request);
  const first = uniqueEmail('forste');
  const form = await fill(page, first, birthDate(MINIMUM_AGE));
  await form.getByRole('button', { name: 'Send søknad' }).click();
  await expect(page.getByRole('heading', { name: 'Takk! Søknaden er sendt.' })).toBeFocused({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Fyll ut en søknad til' }).click();
  const second = uniqueEmail('andre');
  await fillFields(form, second, birthDate(MINIMUM_AGE));
  await form.getByRole('button', { name: 'Send søknad' }).click();
  const status = form.getByRole('status');
  await expect(status).toBeFocused();
  await expect(status).toHaveText(
    /^Du sendte nettopp en søknad\. Vent (60|[1-5]?\d) sekunder? før du sender en til – det du har skrevet, er tatt vare på\.$/,
  );
  await expect(form.getByLabel('E-post')).toHaveValue(second);
  expect(await applicationsFrom(request, hosts, first)).toHaveLength(1);
  expect(await applicationsFrom(request, hosts, second)).toEqual([]);
});

test('after a reload and in another tab, the second application within a minute says how long to wait, never «avvist»', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const hosts = await emulatorHosts(request);
  const first = uniqueEmail('forste');
  const form = await fill(page, first, birthDate(MINIMUM_AGE));
  await form.getByRole('button', { name: 'Send søknad' }).click();
  await expect(page.getByRole('heading', { name: 'Takk! Søknaden er sendt.' })).toBeFocused({ timeout: 30_000 });
  const other = await page.context().newPage();
  const tries = [
    { label: 'after a reload', page, email: uniqueEmail('etter-omlasting') },
    { label: 'in another tab', page: other, email: uniqueEmail('annen-fane') },
  ];
  for (const { label, page: tab, email } of tries) {
    // The cookie choice was made in the first visit: no banner now.
    await tab.goto('/medlemskap');
    const again = tab.getByRole('form', { name: 'Søk om medlemskap' });
    await again.scrollIntoViewIfNeeded();
    await expect(again.getByRole('button', { name: 'Send søknad' })).toBeEnabled({ timeout: 15_000 });
    await fillFields(again, email, birthDate(MINIMUM_AGE));
    await again.getByRole('button', { name: 'Send søknad' }).click();
    await expect(again.getByRole('status'), label).toHaveText(
      /^Du sendte nettopp en søknad\. Vent (60|[1-5]?\d) sekunder? før du sender en til – det du har skrevet, er tatt vare på\.$/,
      { timeout: 30_000 },
    );
    await expect(again.getByLabel('E-post'), label).toHaveValue(email);
    expect(await applicationsFrom(request, hosts, email), label).toEqual([]);
  }
  expect(await applicationsFrom(request, hosts, first)).toHaveLength(1);
});

test('the rules refuse an under-age application when the form check is bypassed; input is kept', async ({ page, request }) => {
  test.setTimeout(90_000);
  const hosts = await emulatorHosts(request);
  const email = uniqueEmail('forbi');
  const form = await fill(page, email, birthDate(MINIMUM_AGE - 1));
  // Bypass the client check: the browser's clock says the applicant is old enough, the server's does not.
  await page.clock.setFixedTime(new Date(Date.now() + 2 * 365 * 24 * 3600 * 1000));
  await form.getByRole('button', { name: 'Send søknad' }).click();
  await expect(form.getByRole('status')).toHaveText(/Søknaden ble avvist\./, { timeout: 30_000 });
  await expect(form.getByLabel('E-post')).toHaveValue(email);
  expect(await applicationsFrom(request, hosts, email)).toEqual([]);
});

test('network failure: Norwegian message, everything typed is kept, sending again works', async ({ page, request }) => {
  test.setTimeout(90_000);
  const hosts = await emulatorHosts(request);
  const email = uniqueEmail('nett');
  const form = await fill(page, email, birthDate(40));
  const firestore = (url: URL) => url.host === hosts.firestore;
  await page.route(firestore, (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Send søknad' }).click();
  await expect(form.getByRole('status')).toHaveText(/ble ikke sendt fordi vi ikke fikk kontakt med serveren/, { timeout: 20_000 });
  await expect(form.getByLabel('E-post')).toHaveValue(email);
  await expect(form.getByLabel('Melding (valgfritt)')).toHaveValue('Gleder meg!');
  await page.unroute(firestore);
  await form.getByRole('button', { name: 'Send søknad' }).click();
  await expect(page.getByRole('heading', { name: /Takk!/ })).toBeFocused({ timeout: 30_000 });
  expect(await applicationsFrom(request, hosts, email)).toHaveLength(1);
});
