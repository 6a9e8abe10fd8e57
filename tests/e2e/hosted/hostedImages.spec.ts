/**
 * Hosted mode in Chromium. The deploy rehearsal (npm run pipeline:rehearse) builds from the Sanity
 * API stand-in holding the bundled content with every picture uploaded to Sanity, and serves the
 * result with Hosting's headers (firebase.json). The pages with pictures show them from Sanity's image
 * CDN, and the site's CSP refuses nothing. Chromium has no network here, so the test answers for
 * cdn.sanity.io with a real picture; a CSP refusal happens before any request, so it cannot hide one.
 * The same run's preview job deploys the preview server (docs/preview.md): it shows a draft only to
 * the holder of a secret the Studio creates.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { stegaClean } from '@sanity/client/stega';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { PREVIEW_ENABLE_PATH } from '../../../model/preview';
import { standInClient } from '../../../stand-ins/sanity/client';
import { paths } from '../../../model/routes';
import { hostedDataset } from '../../support/hostedDataset';
import { subjectsNow } from '../../support/siteClock';
import { expect, test } from '../../support/test';

const CDN = 'https://cdn.sanity.io/';
const PICTURE = new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="#6a8"/></svg>')
  .render()
  .asPng();

test.describe.configure({ mode: 'serial' });

let rehearsal: ChildProcess | undefined;
let siteUrl = '';
let previewUrl = '';
let apiHost = '';
let work = '';

test.beforeAll(async () => {
  test.setTimeout(900_000);
  work = mkdtempSync(join(tmpdir(), 'hosted-'));
  const dataset = join(work, 'hosted.ndjson');
  writeFileSync(
    dataset,
    hostedDataset()
      .map((doc) => JSON.stringify(doc))
      .join('\n'),
  );
  rehearsal = spawn(
    'node',
    ['--import', 'tsx', 'scripts/pipeline/rehearse.mjs', '--watch', '--port', '0', '--skip-studio', '--dataset', dataset],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((ready, fail) => {
    let output = '';
    rehearsal!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk); // the rehearsal's steps, in the test's output
      siteUrl ||= /^Nettstedet: (\S+)$/m.exec(output)?.[1] ?? '';
      previewUrl ||= /^Forhåndsvisningen: (\S+)$/m.exec(output)?.[1] ?? '';
      // Printed once the first run (both jobs) is done.
      apiHost ||= /venter på publiseringer \(Sanity-stand-in: ([^,)\s]+)/.exec(output)?.[1] ?? '';
      if (siteUrl && apiHost) ready();
      const failedStep = /^\[øving\] ✗ (.+)$/m.exec(output)?.[1];
      if (failedStep) fail(new Error(`Øvingen stoppet: ${failedStep}`));
    });
    rehearsal!.on('exit', (code) =>
      fail(new Error(`Øvingen stoppet (exit ${code}) før nettstedet var publisert:\n${output.slice(-4000)}`)),
    );
  });
});

test.afterAll(async () => {
  if (rehearsal && rehearsal.exitCode === null) {
    const exited = new Promise((done) => rehearsal!.once('exit', done));
    rehearsal.kill('SIGTERM');
    await exited;
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

const pages = async () => [
  { name: 'forsiden', path: paths.home },
  { name: 'om oss', path: paths.about },
  { name: 'et arrangement med bilde', path: paths.event((await subjectsNow()).withImage.occurrenceId) },
];

test('pages with hosted pictures show them from Sanity’s CDN and the CSP refuses nothing', async ({ page }) => {
  test.setTimeout(120_000);
  const refused: string[] = [];
  page.on('console', (message) => void (/Content Security Policy/i.test(message.text()) && refused.push(message.text())));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} blocked=${event.blockedURI}`),
    );
  });
  await page.route(`${CDN}**`, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PICTURE }));

  for (const { name, path } of await pages()) {
    await test.step(name, async () => {
      await page.goto(`${siteUrl}${path}`);
      const hosted = page.locator(`img[src^="${CDN}"]`);
      expect(await hosted.count(), `${path} har bilder fra ${CDN}`).toBeGreaterThan(0);
      for (const image of await hosted.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
            message: `${path}: ${await image.getAttribute('src')}`,
          })
          .toBeGreaterThan(0);
      }
      expect(refused, `${path}: CSP-brudd`).toEqual([]);
    });
  }
});

test('the preview server the pipeline deployed shows a draft only with the Studio’s secret', async () => {
  expect(previewUrl, 'the first run (by hand) deploys the preview server').toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const client = standInClient(apiHost);
  const page = paths.legal('personvern');
  const published = await client.fetch<{ _id: string; title: string } & Record<string, unknown>>(
    '*[_type == "legalPage" && slug.current == "personvern"][0]',
    {},
    { perspective: 'published' },
  );
  const draftTitle = `${published.title} (utkast)`;
  await client.createOrReplace({ ...published, _id: `drafts.${published._id}`, title: draftTitle } as never);
  const get = (path: string, cookie?: string) =>
    fetch(new URL(path, previewUrl), { redirect: 'manual', headers: cookie ? { cookie } : {} });

  const closed = await get(page);
  expect(closed.status).toBe(401);
  expect((await closed.text()).replaceAll('\u00ad', '')).not.toContain('(utkast)');

  const { secret } = await createPreviewSecret(client, 'hostedImages.spec', 'https://lokal-oving.sanity.studio', 'pStandIn');
  const enabled = await get(`${PREVIEW_ENABLE_PATH}?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(page)}`);
  expect(enabled.status).toBe(307);
  const cookie = (enabled.headers.get('set-cookie') ?? '').split(';')[0];
  const html = await (await get(page, cookie)).text();
  // The heading as text: without the edit link (stega) and the hyphenation's soft hyphens.
  expect(stegaClean(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '').replaceAll('\u00ad', '')).toBe(draftTitle);
});
