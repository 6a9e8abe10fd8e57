/**
 * One Lighthouse mobile run (simulated throttling) in Debian's Chromium, for the benches of the
 * content pages and of the demo: the four category scores, the simulated metrics, and the audits
 * that cost points.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

/**
 * @typedef {{performance: number, accessibility: number, bestPractices: number, seo: number,
 *            fcp: number, lcp: number, tbt: number, cls: number, lost: string[]}} LighthouseRun
 *   lost: the audits of accessibility, best practices and SEO that did not pass
 */

/**
 * @param {string} root  the checkout, whose node_modules has Lighthouse
 * @param {string} url
 * @returns {LighthouseRun | null}  null when Lighthouse wrote no report
 */
export function lighthouse(root, url) {
  const out = mkdtempSync(join(tmpdir(), 'lh-'));
  const file = join(out, 'report.json');
  spawnSync(
    resolve(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--form-factor=mobile',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH },
      encoding: 'utf8',
      timeout: 180_000,
    },
  );
  try {
    if (!existsSync(file)) return null;
    /** @type {{categories: Record<string, {score: number | null, auditRefs?: {id: string, weight: number}[]}>, audits: Record<string, {score: number | null, numericValue?: number}>}} */
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const c = report.categories;
    const score = (/** @type {string} */ k) => Math.round((c[k]?.score ?? 0) * 100);
    const lost = ['accessibility', 'best-practices', 'seo']
      .flatMap((k) => c[k]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    const metric = (/** @type {string} */ id) => report.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      lost,
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The middle of a few runs' figures. @param {number[]} xs */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
