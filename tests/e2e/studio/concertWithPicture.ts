/**
 * One of the volunteer's everyday tasks (docs/volunteer-guide.md), for the Studio walk (studio.spec.ts), at
 * 1366 px and on a 390 px phone (a concert of its own at each width): a new one-off concert with its
 * time, a picture uploaded from the computer or the phone through the image field (to the stand-in's
 * asset API, shown back from its CDN), Publiser held back until the picture has its alternative text,
 * which the rule asks for under the field. Then, on the site built from the API, each concert's page
 * shows the picture from Sanity's CDN with that text.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { paths } from '../../../model/routes';
import { EVENT_SLUG_MAX_LENGTH, slugify } from '../../../model/slugs';
import { chooseCategory, messageAtField, newEventTitled, onWidth, type Walk, type Width } from './walkTasks';

const PICTURE = 'studio/dataset/images/adventskonsert.jpg';

const CONCERTS: Record<Width, { title: string; summary: string; start: string; end: string; alt: string }> = {
  desktop: {
    title: 'Sangkveld med Sentrumkoret',
    summary: 'Sentrumkoret synger kjente og nye sanger før jul. Fri inngang, kollekt til misjonen.',
    /** A new event is 19.00–20.30 a week ahead: the concert starts at 18.00, and «Slutt» follows. */
    start: '18.00',
    end: '19.30',
    alt: 'Fire røde adventslys i en krans av gran; to av lysene er tent.',
  },
  phone: {
    title: 'Julesanger med barnekoret',
    summary: 'Barnekoret synger julesanger for store og små. Gløgg og pepperkaker etterpå.',
    start: '17.00',
    end: '18.30',
    alt: 'En adventskrans med fire røde lys, to av dem tent.',
  },
};

/** The message the alt text rule gives (studio/schemaTypes/fields/altText.ts), whatever its example. */
const ALT_MESSAGE = /^Beskriv bildet med noen ord, f\.eks\. «.+»\.$/;

/** The uploaded picture's CDN path, as Sanity names it: by the file's SHA-1 and its size (1600×900). */
const CDN_PATH = `https://cdn.sanity.io/images/demo0000/production/${createHash('sha1').update(readFileSync(PICTURE)).digest('hex')}-1600x900.jpg`;

type Stored = {
  title?: string;
  image?: { alt?: string; asset?: { _ref?: string } };
  _id: string;
} | null;

export async function addConcertWithPicture({ page, studioUrl, standIn, shot }: Walk, on: Width) {
  const fields = CONCERTS[on];
  const concert = () =>
    standIn.store.all().find((doc) => doc._type === 'event' && (doc as { title?: string }).title === fields.title) as Stored;
  const publishedId = () => concert()?._id.replace(/^drafts\./, '') ?? '';

  await test.step(`${onWidth(on)}a concert with a picture: its time; the picture uploaded; Publiser waits for the alt text the field asks for`, async () => {
    await newEventTitled(page, studioUrl, fields.title);
    const start = page.getByLabel('Start', { exact: true });
    const [day] = (await start.inputValue()).split(' ');
    await start.fill(`${day} ${fields.start}`);
    await start.press('Tab');
    await expect(page.getByLabel('Slutt', { exact: true })).toHaveValue(`${day} ${fields.end}`);
    await chooseCategory(page, 'Kon', /Konserter/);
    await page.getByLabel('Sammendrag').fill(fields.summary);
    await expect.poll(() => concert()?._id ?? '', { timeout: 60_000 }).toMatch(/^drafts\./);

    // No picture, nothing to describe.
    await expect(page.getByTestId('field-message').filter({ hasText: ALT_MESSAGE })).toHaveCount(0);
    // «Last opp» under «Bilde», and the file chosen from the computer.
    const chooser = page.waitForEvent('filechooser');
    const upload = page.locator('#image').getByTestId('file-input-upload-button-sanity-default');
    await expect(upload).toHaveText('Last opp');
    await upload.click();
    await (await chooser).setFiles(PICTURE);
    await expect.poll(() => concert()?.image?.asset?._ref, { timeout: 60_000 }).toMatch(/^image-[0-9a-f]{40}-1600x900-jpg$/);
    // The Studio shows the picture back from Sanity's CDN (the stand-in's).
    const preview = page.getByRole('img', { name: 'Forhåndsvisning av opplastet bilde' });
    await expect
      .poll(() => preview.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth), {
        timeout: 60_000,
      })
      .toBeGreaterThan(0);
    expect(await preview.getAttribute('src')).toContain(`${CDN_PATH}?`);

    // Without alt text Publiser waits, and the rule says why under «Alternativ tekst».
    await messageAtField(page, ALT_MESSAGE);
    const alt = page.getByLabel('Alternativ tekst', { exact: true });
    const message = page.getByTestId('field-message').filter({ hasText: ALT_MESSAGE });
    expect((await message.boundingBox())!.y).toBeGreaterThan((await alt.boundingBox())!.y);
    const publish = page.getByRole('button', { name: 'Publiser', exact: true });
    await expect(publish).toBeDisabled();
    await message.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // The guide's picture is the laptop's; the phone's goes with the test's output, to look at.
    if (on === 'desktop') await shot(page, 'studio-image-alt.png');
    else await page.screenshot({ path: test.info().outputPath('image-alt-390.png') });

    await alt.fill(fields.alt);
    await expect(message).toHaveCount(0);
    await expect.poll(() => concert()?.image?.alt, { timeout: 60_000 }).toBe(fields.alt);
    await expect(publish).toBeEnabled({ timeout: 60_000 });
    await publish.click();
    await expect
      .poll(() => (standIn.store.get(publishedId()) as Stored)?.image, { timeout: 60_000 })
      .toMatchObject({ alt: fields.alt, asset: { _ref: expect.stringMatching(/^image-/) } });
    await expect.poll(() => standIn.store.get(`drafts.${publishedId()}`), { timeout: 60_000 }).toBeNull();
  });
}

/** On the site built from the API (served at `origin`): each concert's page shows the picture from the CDN with its alt text. */
export async function concertsOnTheSite(visitor: Page, origin: string) {
  for (const fields of Object.values(CONCERTS)) await concertOnTheSite(visitor, origin, fields);
}

async function concertOnTheSite(visitor: Page, origin: string, fields: (typeof CONCERTS)[Width]) {
  // The address «Generer» made of the title.
  const response = await visitor.goto(`${origin}${paths.event(slugify(fields.title, EVENT_SLUG_MAX_LENGTH))}`);
  expect(response?.status()).toBe(200);
  await expect(visitor).toHaveTitle(new RegExp(`^${fields.title} \\|`));
  const picture = visitor.getByRole('img', { name: fields.alt, exact: true });
  await expect(picture).toBeVisible();
  expect(await picture.getAttribute('src')).toContain(`${CDN_PATH}?`);
  await expect
    .poll(() => picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}
