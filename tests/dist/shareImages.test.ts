/**
 * Runs after `npm run build`: every page names a share image that exists in dist/ as a PNG of exactly
 * the size its <meta> states, with an alt text, the same for Twitter; an event's page names its own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../model/routes';
import { RESERVED_EVENT_SLUGS } from '../../model/routeRules';
import { SITE_URL } from '../../model/site';
import { filesUnder, metaTags, sitePath } from '../support/brokenLinks';

const DIST = 'dist';
const PNG_SIGNATURE = '89504e470d0a1a0a';
/** /program/<occurrence>, not /program/arkiv */
const EVENT_PAGE = new RegExp(`^${ROUTES.event.replace('[event]', `(?!(?:${RESERVED_EVENT_SLUGS.join('|')})$)([^/]+)`)}$`);

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(0, 8).toString('hex') !== PNG_SIGNATURE || bytes.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function problemsOf(page: string, html: string): string[] {
  const meta = (name: string) => metaTags(html).filter((tag) => tag.name === name).map((tag) => tag.content);
  const [image, ...more] = meta('og:image');
  if (!image) return ['ingen og:image'];
  const problems = more.length ? [`${more.length + 1} og:image`] : [];
  const url = new URL(image);
  if (url.origin !== new URL(SITE_URL).origin) problems.push(`og:image ${image} er ikke på nettstedet`);
  if (meta('twitter:image')[0] !== image) problems.push(`twitter:image ${meta('twitter:image')[0]} ≠ og:image`);
  if (!meta('og:image:alt')[0]) problems.push('og:image:alt mangler');
  const eventId = EVENT_PAGE.exec(page)?.[1];
  if (eventId && url.pathname !== ROUTES.eventImage.replace('[event]', eventId)) problems.push(`arrangementet har ikke sitt eget bilde: ${url.pathname}`);
  const file = join(DIST, decodeURIComponent(url.pathname));
  if (!existsSync(file)) return [...problems, `${url.pathname} finnes ikke i dist/`];
  const size = pngSize(readFileSync(file));
  const stated = { width: Number(meta('og:image:width')[0]), height: Number(meta('og:image:height')[0]) };
  if (!size) problems.push(`${url.pathname} er ikke en PNG`);
  else if (size.width !== stated.width || size.height !== stated.height)
    problems.push(`${url.pathname} er ${size.width}×${size.height}, siden sier ${stated.width}×${stated.height}`);
  return problems;
}

describe('the share images of the built site (dist/)', () => {
  it('exist at the size every page states, with alt text; every event has its own', () => {
    expect(existsSync('dist/index.html'), 'dist/ mangler: kjør npm run build først').toBe(true);
    const pages = filesUnder(DIST).filter((file) => file.endsWith('.html'));
    const problems = pages.flatMap((file) => problemsOf(sitePath(DIST, file), readFileSync(file, 'utf8')).map((p) => `${sitePath(DIST, file)}: ${p}`));
    const events = pages.filter((file) => EVENT_PAGE.test(sitePath(DIST, file)));
    console.log(`share images: ${pages.length} pages checked, ${events.length} of them event pages`);
    expect(events.length).toBeGreaterThan(0);
    expect(problems.slice(0, 20), `${problems.length} problemer`).toEqual([]);
  });
});
