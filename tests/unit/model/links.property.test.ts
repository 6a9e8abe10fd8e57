/**
 * The link policy against the WHATWG URL parser (the browser's): whatever it calls internal resolves
 * to the site's own origin from any page of the site, and whatever else it keeps is http(s), mailto or tel.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentLink } from '../../../model/links';

const SITE = 'https://www.sentrumbedehus.no';
const ORIGIN = new URL(SITE).origin;
const NUM_RUNS = 2000;

// Pieces that have fooled link checks: slashes and backslashes, controls the parser drops, schemes, hosts.
const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '/\\',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u001f',
  '\u007f',
  '\u00a0',
  '%2F',
  '%5C',
  '%09',
  '.',
  '..',
  ':',
  '@',
  '?',
  '#',
  'evil.example',
  'www.sentrumbedehus.no',
  'http:',
  'https:',
  'HTTPS:',
  'javascript:',
  'data:',
  'mailto:',
  'tel:',
  'file:',
  'blob:',
  'ftp:',
  'alert(1)',
  'program',
  'x',
  '[::1]',
  ':443',
  'ｅｖｉｌ',
  '。',
);
const href = fc.oneof(
  fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
  fc.array(piece, { maxLength: 6 }).map((parts) => `/${parts.join('')}`),
  fc.tuple(fc.array(piece, { maxLength: 4 }), fc.string({ unit: 'binary', maxLength: 12 })).map(([parts, tail]) => parts.join('') + tail),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 20 }),
);
const pagePath = fc.constantFrom('/', '/program', '/program/bonnemote-2026-12-01', '/juridisk/personvern', '/a/b/c/');

describe('link policy against the URL parser', () => {
  it('internal means the own origin; everything else kept is http(s), mailto or tel', () => {
    let internal = 0;
    let external = 0;
    fc.assert(
      fc.property(href, fc.boolean(), pagePath, (value, flag, page) => {
        const link = contentLink(value, SITE, flag);
        if (!link) return;
        const resolved = new URL(link.href, new URL(page, SITE));
        if (link.internal) {
          internal++;
          expect(resolved.origin).toBe(ORIGIN);
        } else {
          external++;
          expect(['http:', 'https:', 'mailto:', 'tel:']).toContain(resolved.protocol);
          if (resolved.protocol.startsWith('http')) expect(link.newTab).toBe(true);
        }
        // The written href means the same from every page: what the policy judged is what the browser opens.
        expect(new URL(link.href, SITE).href).toBe(resolved.href);
      }),
      { numRuns: NUM_RUNS },
    );
    console.log(`link policy property: numRuns=${NUM_RUNS} (${internal} internal, ${external} external)`);
    expect(internal).toBeGreaterThan(0);
    expect(external).toBeGreaterThan(0);
  });
});
