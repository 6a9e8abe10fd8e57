/**
 * Each site page's <meta> policy allows exactly the inline scripts and styles that page carries
 * (scripts/astro/page-csp.mjs): none missing, or the browser would refuse it; none more, as each is
 * about 50 bytes of random text in every page. Read with an HTML parser, hashed here.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { expect, it } from 'vitest';
import { sitePages } from '../../scripts/astro/module-preload.mjs';

const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

function policyAndOwn(file: string) {
  const root = parse(readFileSync(file, 'utf8'), { blockTextElements: { script: true, style: true } });
  const policy = root.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content') ?? '';
  const listed = [...policy.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]).sort();
  const inline = root
    .querySelectorAll('script:not([src]), style')
    .filter((element) => !/json/.test(element.getAttribute('type') ?? ''))
    .map((element) => hash(element.rawText));
  return { listed, own: [...new Set(inline)].sort() };
}

it('every site page lists its own inline hashes and no others', () => {
  const files = sitePages('dist');
  expect(files.length).toBeGreaterThan(100);
  const wrong = files.flatMap((file) => {
    const { listed, own } = policyAndOwn(file);
    return JSON.stringify(listed) === JSON.stringify(own) ? [] : [`${file}: ${listed.length} listed, ${own.length} own`];
  });
  expect(wrong).toEqual([]);
  // The home page carries the banner's line and its stylesheet, at least.
  expect(policyAndOwn('dist/index.html').own.length).toBeGreaterThanOrEqual(2);
});
