/**
 * The preview server (dist-preview/) against the Sanity API stand-in, with an unfinished draft of
 * each document type the preview renders: the pages answer (never 500, never cut short), show the
 * published version (or leave a never-published draft out), and say in Norwegian which draft and
 * which field, with a link that opens the draft in the Studio. The cookie banner never shows.
 */
import { chromium } from '@playwright/test';
import { expect, test } from '../../support/test';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createClient } from '@sanity/client';
import { stegaClean } from '@sanity/client/stega';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { PREVIEW_ENABLE_PATH } from '../../../model/preview';
import { SINGLETON_IDS } from '../../../model/singletons';
import { readNdjson, type SanityDocument } from '../../../src/content/sources';
import { API_VERSION } from '../../../src/content/sourceConfig';
import { PREVIEW_ENTRY, startPreviewServer } from '../../../scripts/preview/server.mjs';
import { headlessShellLaunchOptions } from '../../../scripts/chromium.mjs';
import { startSanityApiStandIn, type StandIn } from '../../../stand-ins/sanity/sanityApiStandIn';
import { STAND_IN_TOKEN } from '../../../stand-ins/sanity/project';

const PROJECT_ID = 'demo0000';
const STUDIO_URL = 'http://studio.test';
test.describe.configure({ mode: 'serial' });
test.skip(!existsSync(PREVIEW_ENTRY), 'Bygg forhåndsvisningen først: «npm run preview:build».');

const dataset = readNdjson(readFileSync('studio/dataset/production.ndjson', 'utf8'));
const byId = (id: string) => dataset.find((doc) => doc._id === id)!;
const firstOf = (type: string) => dataset.find((doc) => doc._type === type)!;
const named = (doc: SanityDocument, field = 'title') => `Utkastet «${String(doc[field])}»`;

interface Case {
  /** The published document the draft is made from (none: a new document, never published). */
  from: SanityDocument;
  change: Record<string, unknown>;
  page: string;
  /** The note names the draft so and the field so. */
  draft: string;
  field: string;
}

const legal = byId('legalPage-personvern');
const CASES: Case[] = [
  {
    from: { ...byId('event-bonnemote'), _id: 'event-julebasar', title: 'Julebasar' },
    change: { slug: undefined },
    page: '/program',
    draft: 'Utkastet «Julebasar»',
    field: 'Adresse',
  },
  { from: byId('event-bonnemote'), change: { summary: undefined }, page: '/program', draft: 'Utkastet «Bønnemøte»', field: 'Sammendrag' },
  { from: firstOf('category'), change: { slug: undefined }, page: '/program', draft: named(firstOf('category')), field: 'Adresse' },
  {
    from: firstOf('activity'),
    change: { description: undefined },
    page: '/aktiviteter',
    draft: 'Utkastet til aktivitet',
    field: 'Beskrivelse',
  },
  { from: legal, change: { description: undefined }, page: '/juridisk/personvern', draft: named(legal), field: 'Beskrivelse' },
  ...(
    [
      ['membership', { feeKroner: undefined }, '/medlemskap', 'medlemskap', 'Kontingent (kroner per år)'],
      ['donationsPage', { body: [] }, '/givertjeneste', 'givertjeneste', 'Tekst på siden'],
      ['activitiesPage', { body: [] }, '/aktiviteter', 'aktiviteter', 'Innledning'],
      ['aboutPage', { body: [] }, '/om-oss', 'om oss', 'Tekst på siden'],
      ['siteSettings', { phone: undefined }, '/', 'innstillinger for nettstedet', 'Telefon'],
      ['location', { streetAddress: undefined }, '/om-oss', 'bedehuset', 'Gateadresse'],
    ] as const
  ).map(([id, change, page, name, field]) => ({ from: byId(SINGLETON_IDS[id]), change, page, draft: `Utkastet til ${name}`, field })),
  {
    from: firstOf('donationRecipient'),
    change: { accountNumber: '1234' },
    page: '/givertjeneste',
    draft: named(firstOf('donationRecipient'), 'label'),
    field: 'Kontonummer',
  },
];

let standIn: StandIn;
let preview: Awaited<ReturnType<typeof startPreviewServer>>;
let cookie = '';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  standIn = await startSanityApiStandIn(dataset, { projectId: PROJECT_ID });
  preview = await startPreviewServer({
    port: await freePort(),
    env: {
      SANITY_PROJECT_ID: PROJECT_ID,
      SANITY_API_HOST: standIn.apiHost,
      SANITY_API_READ_TOKEN: STAND_IN_TOKEN,
      SANITY_STUDIO_URL: STUDIO_URL,
    },
  });
  const client = createClient({
    projectId: PROJECT_ID,
    dataset: 'production',
    apiVersion: API_VERSION,
    token: STAND_IN_TOKEN,
    useCdn: false,
    apiHost: standIn.apiHost,
    useProjectHostname: false,
  });
  const { secret } = await createPreviewSecret(client, 'test', STUDIO_URL, 'pStandIn');
  const enabled = await fetch(new URL(`${PREVIEW_ENABLE_PATH}?sanity-preview-secret=${secret}`, preview.origin), { redirect: 'manual' });
  cookie = (enabled.headers.get('set-cookie') ?? '').split(';')[0]!;
});

test.afterAll(async () => {
  await preview?.stop();
  await standIn?.stop();
});

const get = (path: string) => fetch(new URL(path, preview.origin), { headers: { cookie } });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const notes = (html: string) => [...html.matchAll(/<li>([^<]*)<a href="([^"]*)"/g)].map(([, text, href]) => ({ text: text.trim(), href }));

for (const { from, change, page, draft, field } of CASES) {
  test(`${from._type} ${from._id}: an unfinished draft on ${page} is named with its field; the page shows what is published`, async () => {
    const published = Boolean(dataset.find((doc) => doc._id === from._id));
    const draftId = `drafts.${from._id}`;
    const written = Object.fromEntries(Object.entries({ ...from, ...change, _id: draftId }).filter(([, value]) => value !== undefined));
    standIn.store.mutate([{ createOrReplace: written }]);
    try {
      const response = await get(page);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toMatch(/<\/html>\s*$/);
      const shown = published ? 'Siden viser den publiserte versjonen.' : 'Det er ikke publisert, så siden viser det ikke.';
      const note = notes(html).find((n) => n.href === `${STUDIO_URL}/intent/edit/id=${from._id};type=${from._type}/`);
      expect(note?.text).toMatch(new RegExp(`^${escapeRegExp(draft)} kan ikke vises: feltet «${escapeRegExp(field)}»`));
      expect(note?.text.endsWith(shown)).toBe(true);
      if (!published) expect(stegaClean(html)).not.toContain(`>${from.title as string}<`);
    } finally {
      standIn.store.mutate([{ delete: { id: draftId } }]);
    }
  });
}

test('a finished draft is shown as it is, without a note; the cookie banner never shows', async () => {
  const draftTitle = 'Personvern (utkast)';
  standIn.store.mutate([{ createOrReplace: { ...legal, _id: `drafts.${legal._id}`, title: draftTitle } }]);
  const browser = await chromium.launch(headlessShellLaunchOptions([]));
  try {
    const context = await browser.newContext({ locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
    await context.addCookies([{ name: cookie.split('=')[0], value: cookie.split('=')[1], url: preview.origin }]);
    const tab = await context.newPage();
    const response = await tab.goto(new URL('/juridisk/personvern', preview.origin).toString());
    expect(response?.status()).toBe(200);
    await expect(tab.locator('h1')).toContainText(draftTitle);
    await expect(tab.locator('[data-preview="draft-notes"]')).toHaveCount(0);
    await expect(tab.locator('#cookie-banner-root')).toBeAttached();
    await expect(tab.locator('#cookie-banner-root .cookie-banner')).toBeHidden();
  } finally {
    await browser.close();
    standIn.store.mutate([{ delete: { id: `drafts.${legal._id}` } }]);
  }
});
