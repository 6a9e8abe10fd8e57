/**
 * Security headers on every page, and a browser check that the strict CSP (firebase.json header +
 * Astro's per-page meta policy with script hashes) lets every page, island and Firebase call work:
 * no `securitypolicyviolation` fires.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { sitemapPaths } from '../support/sitemap';
import { paths } from '../../model/routes';

const pages = sitemapPaths();
/** One or two pages per route shape (the sitemap has hundreds of event pages built from one template). */
const representative = [
  ...new Set([
    ...Object.values(Object.groupBy(pages, (p) => p.split('/').slice(0, 2).join('/'))).flatMap((group) => group!.slice(0, 2)),
    // Every screen of the /vuefire demo (guarded ones land on /login), Firebase SDKs included.
    ...[
      '',
      '/counter',
      '/login',
      '/database-todo-list',
      '/posts/new',
      '/users',
      '/emoji-panel',
      '/storage',
      '/app-check',
      '/analytics',
    ].map((p) => `/vuefire${p}`),
    '/finnes-ikke',
  ]),
];

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name, values];
      }),
  );

test('every sitemap page sends the security headers', async ({ request }) => {
  // Hundreds of pages: fetched a batch at a time, with time for a busy CI machine.
  test.setTimeout(180_000);
  expect(pages.length).toBeGreaterThan(0);
  const all = [...pages, '/finnes-ikke', '/vuefire'];
  for (let i = 0; i < all.length; i += 16) {
    await Promise.all(
      all.slice(i, i + 16).map(async (path) => {
        const res = await request.get(path, { maxRedirects: 0 });
        expect([200, 404], path).toContain(res.status());
        const h = res.headers();
        const csp = directives(h['content-security-policy'] ?? '');
        expect(csp.get('script-src'), path).toBeDefined();
        expect(csp.get('script-src'), path).not.toContain("'unsafe-inline'");
        expect(csp.get('script-src'), path).not.toContain("'unsafe-eval'");
        expect(csp.get('default-src'), path).toEqual(["'self'"]);
        expect(csp.get('object-src'), path).toEqual(["'none'"]);
        expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
        expect(csp.get('base-uri'), path).toEqual(["'self'"]);
        expect(h['strict-transport-security'], path).toMatch(/max-age=\d{8,}; includeSubDomains/);
        expect(h['x-content-type-options'], path).toBe('nosniff');
        expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
        expect(h['permissions-policy'], path).toContain('camera=()');
        expect(h['x-frame-options'], path).toBe('DENY');
      }),
    );
  }
});

test('locally, connect-src allows exactly the running emulators besides Firebase production', async ({ request }) => {
  const published = await request.get('/__/emulators.json');
  // The emulators' addresses are an answer of the site like any other: same headers.
  expect(published.headers()['x-content-type-options']).toBe('nosniff');
  expect(published.headers()['content-security-policy']).toMatch(/default-src 'self'/);
  const hosts = (await published.json()) as Record<string, string>;
  const connect = directives((await request.get('/')).headers()['content-security-policy']).get('connect-src')!;
  expect(connect).toContain('https://*.googleapis.com');
  expect(connect).toContain('wss://*.firebaseio.com');
  for (const host of Object.values(hosts)) expect(connect).toContain(`http://${host}`);
  // Nothing else on the loopback interface.
  expect(connect.filter((src) => src.includes('127.0.0.1')).sort()).toEqual(
    Object.values(hosts)
      .flatMap((h) => [`http://${h}`, `ws://${h}`])
      .sort(),
  );
});

test('Chromium accepts the headers without a console warning (every Permissions-Policy feature known)', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (/Permissions-Policy|Feature-Policy|Unrecognized feature|Origin trial/i.test(msg.text()))
      warnings.push(`${msg.type()}: ${msg.text()}`);
  });
  for (const path of ['/', '/program', '/finnes-ikke']) {
    await page.goto(path, { waitUntil: 'load' });
    await settle(page);
  }
  expect(warnings).toEqual([]);
});

test('the header allows every script hash the built pages carry (or the header would block them)', async ({ request }) => {
  const header = directives((await request.get('/')).headers()['content-security-policy']).get('script-src')!;
  for (const path of representative) {
    const html = await (await request.get(path)).text();
    const meta = html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/i);
    expect(meta, `${path} has Astro's CSP meta tag`).not.toBeNull();
    const metaScripts = directives(meta![1]).get('script-src')!;
    expect(metaScripts).not.toContain("'unsafe-inline'");
    const missing = metaScripts.filter((src) => !header.includes(src));
    expect(missing, `${path}: add these to script-src in firebase.json`).toEqual([]);
  }
});

test("no page may compile WebAssembly: 'wasm-unsafe-eval' is in neither the header nor a page's own policy", async ({ request }) => {
  const header = directives((await request.get('/')).headers()['content-security-policy']).get('script-src')!;
  expect(header).not.toContain("'wasm-unsafe-eval'");
  for (const path of [...representative.filter((p) => !p.startsWith('/vuefire')), paths.search]) {
    const html = await (await request.get(path)).text();
    const meta = directives(html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/i)![1]).get('script-src')!;
    expect(meta, path).not.toContain("'wasm-unsafe-eval'");
  }
});

test('no CSP violation while searching', async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto(`${paths.search}?q=kontonummer`);
  await expect(page.getByRole('status')).toContainText('treff på «kontonummer»');
  expect(violations).toEqual([]);
});

/** Lets lazy islands and SDK connections start; pages with live listeners never go network-idle. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

async function collectViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(msg.text())) found.push(`console: ${msg.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => found.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(t: string): void }).__reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return found;
}

for (const path of representative) {
  test(`no CSP violation on ${path}`, async ({ page }) => {
    const violations = await collectViolations(page);
    await page.goto(path, { waitUntil: 'load' });
    // Bring client:visible islands into view and give client:idle ones their turn.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settle(page);
    expect(violations).toEqual([]);
  });
}

test('islands hydrate under the CSP: an event page island reacts to a click', async ({ page }) => {
  const event = pages.find((p) => p.startsWith('/program/') && p.split('/').length === 3);
  test.skip(!event, 'no event page in the sitemap');
  const violations = await collectViolations(page);
  await page.goto(event!);
  const island = page.locator('attendance-island').first();
  await expect(island).toBeAttached();
  // The every-page script removes the ssr attribute once React has hydrated; a blocked script would leave it.
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr', /.*/);
  expect(violations).toEqual([]);
});

test('the /vuefire app (React + Firebase Auth on the emulator) runs under the CSP', async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto('/vuefire/login');
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await settle(page);
  expect(violations).toEqual([]);
});
