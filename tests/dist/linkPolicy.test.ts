/**
 * Runs after `npm run build`: every <a> and <img> in dist/ obeys the one link policy
 * (model/links.ts), whatever wrote it: the href is what the policy makes of it, another site's link
 * opens in a new tab with rel="noopener noreferrer", and no image comes from another host by a
 * protocol-relative or non-web address.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { contentLink } from '../../model/links';
import { SITE_URL } from '../../model/site';
import { filesUnder, sitePath } from '../support/brokenLinks';

const pages = () => filesUnder('dist').filter((file) => file.endsWith('.html'));

describe('links and images in dist/', () => {
  it('every <a> is what the link policy makes of its href, with target and rel for other sites', () => {
    expect(existsSync('dist/index.html'), 'dist/ mangler: kjør npm run build først').toBe(true);
    const problems = new Set<string>();
    let external = 0;
    for (const file of pages()) {
      for (const a of parse(readFileSync(file, 'utf8')).querySelectorAll('a[href]')) {
        const href = a.getAttribute('href') ?? '';
        if (href.startsWith('#')) continue;
        // Calendar subscriptions: webcal:// to the site's own feeds (src/lib/ics.ts), never from content.
        if (href.startsWith('webcal://')) {
          if (new URL(href.replace(/^webcal:/, 'https:')).host !== new URL(SITE_URL).host) problems.add(`${sitePath('dist', file)}: <a href="${href}">`);
          continue;
        }
        const link = contentLink(href, SITE_URL);
        const where = `${sitePath('dist', file)}: <a href="${href}">`;
        if (!link) problems.add(`${where} refused by the policy`);
        else if (link.href !== href) problems.add(`${where} should be written ${link.href}`);
        else if (link.newTab) {
          external++;
          const rel = (a.getAttribute('rel') ?? '').split(/\s+/);
          if (a.getAttribute('target') !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer'))
            problems.add(`${where} needs target="_blank" rel="noopener noreferrer"`);
        }
      }
    }
    expect([...problems]).toEqual([]);
    expect(external, 'the build has links to other sites (the picture credit, calendars)').toBeGreaterThan(0);
  });

  it('every <img> comes from the site or over https', () => {
    const problems = new Set<string>();
    for (const file of pages()) {
      for (const img of parse(readFileSync(file, 'utf8')).querySelectorAll('img')) {
        for (const src of [img.getAttribute('src') ?? '', ...(img.getAttribute('srcset') ?? '').split(',').map((part) => part.trim().split(/\s+/)[0])]) {
          if (!src) continue;
          const link = contentLink(src, SITE_URL);
          if (!link || (!link.internal && !src.startsWith('https://')) || src.startsWith('//'))
            problems.add(`${sitePath('dist', file)}: <img src="${src}">`);
        }
      }
    }
    expect([...problems]).toEqual([]);
  });
});
