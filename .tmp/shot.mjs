import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '/work/wt-hire-site/scripts/chromium.mjs';
const [,, path, width, scheme, ...ys] = process.argv;
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: +width, height: 800 }, colorScheme: scheme });
await page.goto(`http://127.0.0.1:4391${path}`);
const decline = page.getByRole('button', { name: 'Avslå' });
if (await decline.isVisible().catch(() => false)) await decline.click();
for (const y of ys) {
  await page.evaluate((y) => window.scrollTo(0, +y), y);
  await page.waitForTimeout(700);
  await page.screenshot({ path: `/tmp/shot-${width}-${scheme}-${y}.png` });
}
console.log(await page.evaluate(() => document.documentElement.scrollHeight));
await browser.close();
