/**
 * Attendance bench: the JavaScript (gzip) an event page has loaded before the attendance part is
 * visible, and after it scrolled into view (island + React + Firebase auth + Firestore lite).
 * Measured in Debian's Chromium against the built site (dist/); emulators are not needed, since
 * the code is fetched whether or not Firestore answers. Run alone: npm run bench -- attendance (file 45-attendance.mjs)
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { freePort, waitForHttp } from '../emulators/ports.mjs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const kB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** @param {import('../bench.mjs').BenchContext} context */
export default async function run({ root }) {
  const dist = resolve(root, 'dist');
  const eventDir =
    existsSync(join(dist, 'program')) &&
    readdirSync(join(dist, 'program')).find(
      (d) =>
        existsSync(join(dist, 'program', d, 'index.html')) &&
        readFileSync(join(dist, 'program', d, 'index.html'), 'utf8').includes('Kommer du?'),
    );
  if (!eventDir) {
    console.log('No built event page with attendance in dist/: run npm run build first.');
    return;
  }
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port)], { cwd: root, stdio: 'ignore' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`);
    const context = await browser.newContext({ viewport: { width: 412, height: 700 } });
    // A returning visitor: the cookie choice is made, so the banner code is not part of the figure.
    await context.addCookies([{ name: 'cookie-consent-banner-dismissed', value: 'true', url: `http://127.0.0.1:${port}` }]);
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (path.endsWith('.js')) scripts.add(path);
    });
    const gz = () => [...scripts].reduce((sum, path) => sum + gzipSync(readFileSync(join(dist, path))).length, 0);

    await page.goto(`http://127.0.0.1:${port}/program/${eventDir}`, { waitUntil: 'networkidle' });
    const before = { count: scripts.size, bytes: gz() };
    await page.locator('.attendance').scrollIntoViewIfNeeded();
    await page.locator('.attendance').waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const after = { count: scripts.size, bytes: gz() };
    console.log(`event page /program/${eventDir}, mobile viewport, returning visitor`);
    console.log(`  JS before attendance is visible: ${before.count} files, ${kB(before.bytes)} gzip`);
    console.log(`  JS after attendance loaded:      ${after.count} files, ${kB(after.bytes)} gzip (+${kB(after.bytes - before.bytes)})`);
  } finally {
    await browser.close();
    server.kill();
  }
}
