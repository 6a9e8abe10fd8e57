import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COOKIE_CATALOGUE } from '../../../../src/features/consent/cookieCatalogue';

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
  });

describe('cookie catalogue', () => {
  it('lists the three cookies the site sets (consent, banner dismissed, user id)', () => {
    const names = COOKIE_CATALOGUE.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['CookieConsent', 'cookie-consent-banner-dismissed', 'UserIdRandomString']));
  });

  it('has a row for every localStorage/sessionStorage key prefix used in src/', () => {
    // Keys are written as literal prefixes (e.g. `vuefire:note-draft:`): each must appear in the table.
    const keys = new Set<string>();
    for (const file of sources('src')) {
      for (const m of readFileSync(file, 'utf8').matchAll(/['`]((?:vuefire|sentrum):[a-z-]+:)/g)) keys.add(m[1]);
    }
    expect(keys.size).toBeGreaterThan(0);
    for (const key of keys) expect(COOKIE_CATALOGUE.some((e) => e.name.startsWith(key)), key).toBe(true);
  });

  it('gives every row a Norwegian purpose and lifetime', () => {
    for (const e of COOKIE_CATALOGUE) {
      expect(e.purpose.length).toBeGreaterThan(20);
      expect(e.lifetime.length).toBeGreaterThan(2);
    }
  });
});
