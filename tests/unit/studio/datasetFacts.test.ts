/**
 * Facts that several documents of the bundled dataset repeat in their texts must agree with the one
 * document that owns them: e-mail and phone (siteSettings; hire may have its own in hallHirePage), the house's street address (location),
 * the membership numbers (membership, never written in texts), and the names of clubs (their event).
 */
import { describe, expect, it } from 'vitest';
import { loadBundledDataset, type SanityDocument } from '../../../src/content/sources';

const dataset = loadBundledDataset();
const byId = (id: string) => dataset.find((d) => d._id === id)!;
const settings = byId('siteSettings') as SanityDocument & { email: string; phone: string };
const location = byId('location') as SanityDocument & { streetAddress: string };
const eventTitles = new Set(dataset.filter((d) => d._type === 'event').map((d) => d.title as string));

/** Every string of a document (text, Portable Text spans, link targets) with its path. */
function strings(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([k]) => !k.startsWith('_') || k === '_sanityAsset')
      .flatMap(([k, v]) => strings(v, `${path}.${k}`));
  }
  return [];
}
const texts = dataset.flatMap((d) => strings(d, d._id));
const found = (pattern: RegExp) =>
  texts.flatMap(({ path, text }) => [...text.matchAll(pattern)].map((m) => ({ path, match: m[0], groups: m })));
const digits = (s: string) => s.replace(/\D/g, '').replace(/^47(?=\d{8}$)/, '');

describe('facts repeated in the bundled texts', () => {
  it("every e-mail address is the site's", () => {
    const other = found(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g).filter(
      // The hire page's own field is where the house may give hire its own address.
      ({ match, path }) => match !== settings.email && !path.startsWith('siteSettings') && path !== 'hallHirePage.email',
    );
    expect(other).toEqual([]);
  });

  it("every phone number is the site's", () => {
    const phones = found(/(?:\+47\s?|tel:\+47)?(?<!\d)\d{2}\s?\d{2}\s?\d{2}\s?\d{2}(?!\d)/g).filter(
      ({ path }) => !/accountNumber|vippsNumber|organizationNumber|coordinates/.test(path),
    );
    expect(phones.length).toBeGreaterThan(0);
    expect(phones.filter(({ match }) => digits(match) !== digits(settings.phone))).toEqual([]);
  });

  it("every street address in Kirkegata is the house's", () => {
    const street = location.streetAddress.replace(/\s*\d+.*$/, '');
    const other = found(new RegExp(`${street}\\s+\\d+\\w*`, 'g')).filter(({ match }) => match !== location.streetAddress);
    expect(other).toEqual([]);
  });

  it('no text states the minimum age or the fee (they come from the membership document)', () => {
    expect(found(/minst \d+ år|\d+ (?:kr|kroner)[^.]*kontingent|kontingent[^.]*\d+ (?:kr|kroner)/gi)).toEqual([]);
  });

  it('every club named in a text is a series in the programme', () => {
    const clubs = found(/\b(?:Barneklubben|Ungdomsklubben|Ungdomskvelden|Tweens-klubb)(?: [A-ZÆØÅ][\p{L}]+)?/gu);
    expect(clubs.filter(({ match }) => !eventTitles.has(match)).map(({ path, match }) => `${path}: ${match}`)).toEqual([]);
  });
});
