/**
 * What every spec of the built Studio starts with: the Sanity API stand-in over the bundled dataset,
 * studio/dist served as the Studio's host serves it, a Chromium that resolves Sanity's hosts to the
 * stand-in (every other host fails), volunteers signed in with the stand-in's token, and the console's
 * errors kept and attached to a failed test together with what the stand-in could not answer.
 * A spec calls `useStudioHarness` at its top level; the fields are there once its hooks have run.
 */
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page, type TestInfo } from '@playwright/test';
import { test } from '../../support/test';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';
import { readNdjson, type SanityDocument } from '../../../src/content/sources';
import { startSanityApiStandIn, type StandIn } from '../../../stand-ins/sanity/sanityApiStandIn';
import { STAND_IN_TOKEN } from '../../../stand-ins/sanity/project';
import { headlessShellLaunchOptions } from '../../../scripts/chromium.mjs';

const STUDIO_DIST = 'studio/dist';
/** The project the Studio is built for (its token's key in localStorage, the stand-in's API host). */
export const PROJECT_ID = 'demo0000';
const DESKTOP = { width: 1366, height: 900 };
/** The bundled dataset the stand-in starts from. */
export const bundledDocuments = (): SanityDocument[] => readNdjson(readFileSync('studio/dataset/production.ndjson', 'utf8'));

export interface StudioHarnessOptions {
  /** What the spec needs built besides the Studio, and what the skip says when something is missing. */
  requires?: string[];
  skipReason?: string;
  /** The stand-in's documents (default: the bundled dataset). */
  documents?: SanityDocument[];
  /** Sanity's image CDN resolved to the stand-in too (for pictures uploaded in the Studio). */
  withCdn?: boolean;
  /** Started beside the stand-in (a spec's own emulators and servers)... */
  startAlso?: () => Promise<void>;
  /** ...and stopped beside it, once the browser and the Studio's server are closed. */
  stopAlso?: () => Promise<void>;
  /** The start's time limit, when the spec's servers need more than a test's default. */
  startTimeout?: number;
  /** Chromium launched at the first Studio page, not at the start (a spec whose first test needs none). */
  lazyBrowser?: boolean;
  /** The heading of the console's errors in what a failed test gets attached. */
  consoleHeading?: string;
  /** More for a failed test, given the same text as the attachment. */
  onFailure?: (body: string, testInfo: TestInfo) => Promise<void>;
}

interface StudioPageOptions {
  viewport?: { width: number; height: number };
  /** How a console error is written down (default: its text alone). */
  label?: (message: ConsoleMessage) => string;
  /** The page's default timeout (default: two minutes, so a step that cannot go on fails early); null leaves Playwright's. */
  defaultTimeout?: number | null;
  /** Done to the context before the page opens (routes, say). */
  prepare?: (context: BrowserContext) => Promise<void>;
}

export interface StudioHarness {
  standIn: StandIn;
  studio: Server;
  /** The served Studio's address, with a trailing slash. */
  studioUrl: string;
  browser: Browser;
  consoleErrors: string[];
  /** A volunteer's own browser context, signed in, with a page whose console errors are kept. */
  studioPage: (options?: StudioPageOptions) => Promise<Page>;
  /** Keeps a page's console errors with the Studio's. */
  collectConsoleErrors: (page: Page, label?: (message: ConsoleMessage) => string) => void;
}

export function useStudioHarness(options: StudioHarnessOptions = {}): StudioHarness {
  const required = [join(STUDIO_DIST, 'index.html'), ...(options.requires ?? [])];
  test.skip(
    !required.every((path) => existsSync(path)),
    options.skipReason ?? 'Studioet er ikke bygget: kjør «npm run studio:build» først.',
  );

  const collectConsoleErrors = (page: Page, label = (message: ConsoleMessage) => message.text()) => {
    page.on('console', (message) => void (message.type() === 'error' && harness.consoleErrors.push(label(message))));
  };

  const launch = async () => {
    const api = `127.0.0.1:${harness.standIn.httpsPort}`;
    const cdn = options.withCdn ? `, MAP cdn.sanity.io ${api}` : '';
    harness.browser = await chromium.launch({
      ...headlessShellLaunchOptions([
        `--host-resolver-rules=MAP api.sanity.io ${api}, MAP *.api.sanity.io ${api}${cdn}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
      ]),
    });
  };

  const harness = {
    consoleErrors: [] as string[],
    collectConsoleErrors,
    async studioPage({ viewport = DESKTOP, label, defaultTimeout = 120_000, prepare }: StudioPageOptions = {}) {
      if (!harness.browser) await launch();
      const context = await harness.browser.newContext({
        ignoreHTTPSErrors: true, // the stand-in's certificate is self-signed
        locale: 'nb-NO',
        timezoneId: 'Europe/Oslo',
        viewport,
      });
      // Token login, as after «sanity login»: the Studio reads it from localStorage and shows no login page.
      await context.addInitScript(([key, token]) => localStorage.setItem(key, JSON.stringify({ token })), [
        `__studio_auth_token_${PROJECT_ID}`,
        STAND_IN_TOKEN,
      ] as const);
      await prepare?.(context);
      const page = await context.newPage();
      if (defaultTimeout !== null) page.setDefaultTimeout(defaultTimeout);
      collectConsoleErrors(page, label);
      return page;
    },
  } as StudioHarness;

  test.beforeAll(async () => {
    if (options.startTimeout) test.setTimeout(options.startTimeout);
    [harness.standIn] = await Promise.all([
      startSanityApiStandIn(options.documents ?? bundledDocuments(), { https: true, projectId: PROJECT_ID }),
      options.startAlso?.(),
    ]);
    harness.studio = createServer(sirv(STUDIO_DIST, { single: true, dev: true }));
    await new Promise<void>((ready) => harness.studio.listen(0, '127.0.0.1', ready));
    harness.studioUrl = `http://127.0.0.1:${(harness.studio.address() as AddressInfo).port}/`;
    if (!options.lazyBrowser) await launch();
  });

  // Shown when a test fails: which requests the stand-in could not answer, and what the Studio logged.
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    const unanswered = [...new Set(harness.standIn.unanswered)].join('\n');
    const body = `Ubesvart av stand-in-API-et:\n${unanswered}\n\n${options.consoleHeading ?? 'Feil i konsollen'}:\n${harness.consoleErrors.join('\n')}`;
    await testInfo.attach('stand-in og konsoll', { body, contentType: 'text/plain' });
    await options.onFailure?.(body, testInfo);
  });

  test.afterAll(async () => {
    await harness.browser?.close();
    harness.studio?.close();
    await Promise.all([harness.standIn?.stop(), options.stopAlso?.()]);
  });

  return harness;
}
